// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {TokenBase} from "./TokenBase.sol";

/// @title NoReturnToken
/// @notice USDT-like: `transfer` and `transferFrom` return nothing (docs/limits.md#swaps "USDT contracts
/// use a transfer variant with no return value"), so callers that insist on a bool fail.
contract NoReturnToken is TokenBase {
    constructor(string memory name_, string memory symbol_, uint8 decimals_)
        TokenBase(name_, symbol_, decimals_)
    {}

    function transfer(address to, uint256 value) external {
        _move(msg.sender, to, value);
    }

    function transferFrom(address from, address to, uint256 value) external {
        _spendAllowance(from, value);
        _move(from, to, value);
    }
}
