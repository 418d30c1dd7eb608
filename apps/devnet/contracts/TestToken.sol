// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {TokenBase} from "./TokenBase.sol";

/// @title TestToken
/// @notice A standard ERC-20 (USDC-like with 6 decimals, DAI-like with 18).
contract TestToken is TokenBase {
    constructor(string memory name_, string memory symbol_, uint8 decimals_)
        TokenBase(name_, symbol_, decimals_)
    {}

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        _spendAllowance(from, value);
        _move(from, to, value);
        return true;
    }
}
