// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title SwapPool
/// @notice A constant-product pool (x * y = k) of two ERC-20 tokens with a 0.3% fee, used by
/// devnet's swap endpoints. Token calls tolerate tokens that return nothing (docs/limits.md#swaps).
contract SwapPool {
    address public immutable token0;
    address public immutable token1;
    uint256 public reserve0;
    uint256 public reserve1;

    event LiquidityAdded(address indexed provider, uint256 amount0, uint256 amount1);
    event Swap(
        address indexed sender,
        address indexed tokenIn,
        uint256 amountIn,
        uint256 amountOut,
        address indexed to
    );

    error UnknownToken(address token);
    error InsufficientOutput(uint256 amountOut, uint256 minAmountOut);
    error EmptyPool();
    error TokenCallFailed(address token);

    constructor(address token0_, address token1_) {
        token0 = token0_;
        token1 = token1_;
    }

    function getReserves() external view returns (uint256, uint256) {
        return (reserve0, reserve1);
    }

    /// @notice Output for `amountIn` of `tokenIn` after the 0.3% fee.
    function getAmountOut(address tokenIn, uint256 amountIn) public view returns (uint256) {
        (uint256 reserveIn, uint256 reserveOut) = _reserves(tokenIn);
        if (reserveIn == 0 || reserveOut == 0) revert EmptyPool();
        uint256 amountInWithFee = amountIn * 997;
        return (amountInWithFee * reserveOut) / (reserveIn * 1000 + amountInWithFee);
    }

    function addLiquidity(uint256 amount0, uint256 amount1) external {
        _pull(token0, msg.sender, amount0);
        _pull(token1, msg.sender, amount1);
        reserve0 += amount0;
        reserve1 += amount1;
        emit LiquidityAdded(msg.sender, amount0, amount1);
    }

    /// @notice Swaps all of `amountIn`, sending at least `minAmountOut` of the other token to `to`.
    function swapExactIn(address tokenIn, uint256 amountIn, uint256 minAmountOut, address to)
        external
        returns (uint256 amountOut)
    {
        amountOut = getAmountOut(tokenIn, amountIn);
        if (amountOut < minAmountOut) revert InsufficientOutput(amountOut, minAmountOut);
        _pull(tokenIn, msg.sender, amountIn);
        if (tokenIn == token0) {
            reserve0 += amountIn;
            reserve1 -= amountOut;
            _push(token1, to, amountOut);
        } else {
            reserve1 += amountIn;
            reserve0 -= amountOut;
            _push(token0, to, amountOut);
        }
        emit Swap(msg.sender, tokenIn, amountIn, amountOut, to);
    }

    function _reserves(address tokenIn) private view returns (uint256, uint256) {
        if (tokenIn == token0) return (reserve0, reserve1);
        if (tokenIn == token1) return (reserve1, reserve0);
        revert UnknownToken(tokenIn);
    }

    function _pull(address token, address from, uint256 value) private {
        _call(token, abi.encodeWithSignature("transferFrom(address,address,uint256)", from, address(this), value));
    }

    function _push(address token, address to, uint256 value) private {
        _call(token, abi.encodeWithSignature("transfer(address,uint256)", to, value));
    }

    /// @dev Accepts an empty return (USDT-like tokens) or `true`.
    function _call(address token, bytes memory data) private {
        (bool ok, bytes memory ret) = token.call(data);
        if (!ok || (ret.length != 0 && !abi.decode(ret, (bool)))) revert TokenCallFailed(token);
    }
}
