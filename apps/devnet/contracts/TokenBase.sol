// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title TokenBase
/// @notice The shared bookkeeping of devnet's ERC-20 tokens. Concrete tokens decide what
/// `transfer`/`transferFrom` return, so a USDT-like token can return nothing (docs/limits.md#swaps).
abstract contract TokenBase {
    string public name;
    string public symbol;
    uint8 public immutable decimals;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    error InsufficientBalance(address account, uint256 balance, uint256 needed);
    error InsufficientAllowance(address spender, uint256 allowance, uint256 needed);
    error ZeroAddress();

    constructor(string memory name_, string memory symbol_, uint8 decimals_) {
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    /// @notice Anyone may mint: this token only exists on a throwaway local chain.
    function mint(address to, uint256 value) external {
        if (to == address(0)) revert ZeroAddress();
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }

    function _move(address from, address to, uint256 value) internal {
        if (to == address(0)) revert ZeroAddress();
        uint256 balance = balanceOf[from];
        if (balance < value) revert InsufficientBalance(from, balance, value);
        unchecked {
            balanceOf[from] = balance - value;
        }
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }

    function _spendAllowance(address owner, uint256 value) internal {
        uint256 allowed = allowance[owner][msg.sender];
        if (allowed == type(uint256).max) return;
        if (allowed < value) revert InsufficientAllowance(msg.sender, allowed, value);
        unchecked {
            allowance[owner][msg.sender] = allowed - value;
        }
    }
}
