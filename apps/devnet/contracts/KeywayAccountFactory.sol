// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "./KeywayAccount.sol";

/// @title KeywayAccountFactory
/// @notice Creates KeywayAccounts at CREATE2 addresses known before they exist, so an account
/// can receive ETH and sign (ERC-6492 names this factory and its createAccount call) before
/// its first transaction deploys it.
contract KeywayAccountFactory {
    event AccountCreated(address indexed account, address indexed owner, bytes32 salt);

    /// @notice Deploys the owner's account for `salt`, or returns it when it already exists,
    /// so a counterfactual signature's deployment call never fails on a deployed account.
    function createAccount(address owner, bytes32 salt) public returns (address account) {
        account = addressOf(owner, salt);
        if (account.code.length > 0) return account;
        KeywayAccount created = new KeywayAccount{salt: salt}(owner);
        require(address(created) == account, "KeywayAccountFactory: unexpected address");
        emit AccountCreated(account, owner, salt);
    }

    /// @notice The owner's first transaction in one: creates the account when needed, then has
    /// it call `to` with `value` from the account's own balance.
    function createAccountAndExecute(address owner, bytes32 salt, address to, uint256 value, bytes calldata data)
        external
        returns (bytes memory)
    {
        require(msg.sender == owner, "KeywayAccountFactory: caller is not the owner");
        address account = createAccount(owner, salt);
        return KeywayAccount(payable(account)).execute(to, value, data);
    }

    function addressOf(address owner, bytes32 salt) public view returns (address) {
        bytes32 initCodeHash = keccak256(abi.encodePacked(type(KeywayAccount).creationCode, abi.encode(owner)));
        bytes32 hash = keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, initCodeHash));
        return address(uint160(uint256(hash)));
    }
}
