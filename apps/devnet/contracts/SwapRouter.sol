// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface ISwapPool {
    function swapExactIn(address tokenIn, uint256 amountIn, uint256 minAmountOut, address to)
        external
        payable
        returns (uint256 amountOut);
}

/// @title SwapRouter
/// @notice The one contract a swapper approves, whichever local pool the swap runs on (as with
/// a swap aggregator's router): it takes the input from the swapper and hands it to the pool
/// named, which pays the output straight to the recipient. Knows the USDC/DAI pool and the
/// USDC/ETH pool; the native coin is the 0xeeee… marker address.
contract SwapRouter {
    address public constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;

    address public immutable pool;
    address public immutable nativePool;

    error UnknownPool(address pool);
    error WrongValue(uint256 sent, uint256 expected);
    error TokenCallFailed(address token);

    constructor(address pool_, address nativePool_) {
        pool = pool_;
        nativePool = nativePool_;
    }

    /// @notice Swaps all of `amountIn` of `tokenIn` on `pool_`, at least `minAmountOut` going
    /// to `to`. A native input is sent as the value; a token input is taken by allowance.
    function swapExactIn(
        address pool_,
        address tokenIn,
        uint256 amountIn,
        uint256 minAmountOut,
        address to
    ) external payable returns (uint256) {
        if (pool_ != pool && pool_ != nativePool) revert UnknownPool(pool_);
        if (tokenIn == NATIVE) {
            if (msg.value != amountIn) revert WrongValue(msg.value, amountIn);
            return ISwapPool(pool_).swapExactIn{value: msg.value}(tokenIn, amountIn, minAmountOut, to);
        }
        if (msg.value != 0) revert WrongValue(msg.value, 0);
        _call(
            tokenIn,
            abi.encodeWithSignature("transferFrom(address,address,uint256)", msg.sender, address(this), amountIn)
        );
        _call(tokenIn, abi.encodeWithSignature("approve(address,uint256)", pool_, amountIn));
        return ISwapPool(pool_).swapExactIn(tokenIn, amountIn, minAmountOut, to);
    }

    /// @dev Accepts an empty return (USDT-like tokens) or `true`.
    function _call(address token, bytes memory data) private {
        (bool ok, bytes memory ret) = token.call(data);
        if (!ok || (ret.length != 0 && !abi.decode(ret, (bool)))) revert TokenCallFailed(token);
    }
}
