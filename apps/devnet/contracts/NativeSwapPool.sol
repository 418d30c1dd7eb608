// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title NativeSwapPool
/// @notice A constant-product pool (x * y = k) of one ERC-20 token and the chain's native coin
/// with a 0.3% fee, used by devnet's swap endpoints for swaps to and from ETH. The native coin
/// is named by the 0xeeee… marker address that swap APIs use for it; it is paid out as coin,
/// not as a wrapped token, so the swapper's ETH balance itself changes.
contract NativeSwapPool {
    address public constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;

    address public immutable token;
    uint256 public reserveToken;
    uint256 public reserveNative;

    event LiquidityAdded(address indexed provider, uint256 amountToken, uint256 amountNative);
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
    error WrongValue(uint256 sent, uint256 expected);
    error TokenCallFailed(address token);
    error NativeTransferFailed(address to);

    constructor(address token_) {
        token = token_;
    }

    function getReserves() external view returns (uint256, uint256) {
        return (reserveToken, reserveNative);
    }

    /// @notice Output for `amountIn` of `tokenIn` (the token or NATIVE) after the 0.3% fee.
    function getAmountOut(address tokenIn, uint256 amountIn) public view returns (uint256) {
        (uint256 reserveIn, uint256 reserveOut) = _reserves(tokenIn);
        if (reserveIn == 0 || reserveOut == 0) revert EmptyPool();
        uint256 amountInWithFee = amountIn * 997;
        return (amountInWithFee * reserveOut) / (reserveIn * 1000 + amountInWithFee);
    }

    /// @notice Adds `amountToken` of the token (pulled from the sender) and the value sent.
    function addLiquidity(uint256 amountToken) external payable {
        _pull(msg.sender, amountToken);
        reserveToken += amountToken;
        reserveNative += msg.value;
        emit LiquidityAdded(msg.sender, amountToken, msg.value);
    }

    /// @notice Swaps all of `amountIn`, sending at least `minAmountOut` of the other side to
    /// `to`. Paying in the native coin sends exactly `amountIn` as value; paying in the token
    /// sends no value and pulls the token from the sender.
    function swapExactIn(address tokenIn, uint256 amountIn, uint256 minAmountOut, address to)
        external
        payable
        returns (uint256 amountOut)
    {
        amountOut = getAmountOut(tokenIn, amountIn);
        if (amountOut < minAmountOut) revert InsufficientOutput(amountOut, minAmountOut);
        if (tokenIn == NATIVE) {
            if (msg.value != amountIn) revert WrongValue(msg.value, amountIn);
            reserveNative += amountIn;
            reserveToken -= amountOut;
            _push(to, amountOut);
        } else {
            if (msg.value != 0) revert WrongValue(msg.value, 0);
            _pull(msg.sender, amountIn);
            reserveToken += amountIn;
            reserveNative -= amountOut;
            (bool ok,) = to.call{value: amountOut}("");
            if (!ok) revert NativeTransferFailed(to);
        }
        emit Swap(msg.sender, tokenIn, amountIn, amountOut, to);
    }

    function _reserves(address tokenIn) private view returns (uint256, uint256) {
        if (tokenIn == token) return (reserveToken, reserveNative);
        if (tokenIn == NATIVE) return (reserveNative, reserveToken);
        revert UnknownToken(tokenIn);
    }

    function _pull(address from, uint256 value) private {
        _call(abi.encodeWithSignature("transferFrom(address,address,uint256)", from, address(this), value));
    }

    function _push(address to, uint256 value) private {
        _call(abi.encodeWithSignature("transfer(address,uint256)", to, value));
    }

    /// @dev Accepts an empty return (USDT-like tokens) or `true`.
    function _call(bytes memory data) private {
        (bool ok, bytes memory ret) = token.call(data);
        if (!ok || (ret.length != 0 && !abi.decode(ret, (bool)))) revert TokenCallFailed(token);
    }
}
