// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title Collectible
/// @notice A bare ERC-721-style collectible (mint and transferFrom only) so that devnet's
/// history has NFT transfers; the blockchain API lists it as spam by default (docs/validation.md#balances-and-activity
/// "Spam filter").
contract Collectible {
    string public name;
    string public symbol;
    uint256 public nextTokenId = 1;
    mapping(uint256 => address) public ownerOf;
    mapping(address => uint256) public balanceOf;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);

    error NotOwner(address caller, uint256 tokenId);

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
    }

    function mint(address to) external returns (uint256 tokenId) {
        tokenId = nextTokenId++;
        ownerOf[tokenId] = to;
        balanceOf[to] += 1;
        emit Transfer(address(0), to, tokenId);
    }

    function transferFrom(address from, address to, uint256 tokenId) external {
        if (ownerOf[tokenId] != from || msg.sender != from) revert NotOwner(msg.sender, tokenId);
        ownerOf[tokenId] = to;
        balanceOf[from] -= 1;
        balanceOf[to] += 1;
        emit Transfer(from, to, tokenId);
    }
}
