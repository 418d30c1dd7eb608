// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "./OwnerWallet.sol";

/// @title OwnerWalletFactory
/// @notice Deploys OwnerWallets at CREATE2 addresses known in advance, so a wallet can sign
/// before it exists (ERC-6492 counterfactual signatures name this factory and its call).
contract OwnerWalletFactory {
    event Deployed(address indexed wallet, address indexed owner);

    function deploy(address owner, bytes32 salt) external returns (address wallet) {
        wallet = address(new OwnerWallet{salt: salt}(owner));
        emit Deployed(wallet, owner);
    }

    function addressOf(address owner, bytes32 salt) external view returns (address) {
        bytes32 initCodeHash = keccak256(abi.encodePacked(type(OwnerWallet).creationCode, abi.encode(owner)));
        bytes32 hash = keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, initCodeHash));
        return address(uint160(uint256(hash)));
    }
}
