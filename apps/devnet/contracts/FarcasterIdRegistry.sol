// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title FarcasterIdRegistry
/// @notice devnet's stand-in for Farcaster's IdRegistry: the same `custodyOf(fid)` and
/// `idOf(custody)` views a sign-in verifier reads, with fids registered by the deployer
/// (devnet registers its Farcaster stand-in's test fids). There is no transfer or recovery:
/// a verifier only needs to know which address holds a fid.
contract FarcasterIdRegistry {
    event Register(address indexed to, uint256 indexed id);

    address public immutable owner;
    mapping(uint256 => address) public custodyOf;
    mapping(address => uint256) public idOf;

    constructor() {
        owner = msg.sender;
    }

    /// @notice Gives `fid` to `custody`; each fid and each custody address once.
    function register(uint256 fid, address custody) external {
        require(msg.sender == owner, "FarcasterIdRegistry: caller is not the owner");
        require(fid != 0 && custody != address(0), "FarcasterIdRegistry: empty fid or custody");
        require(custodyOf[fid] == address(0), "FarcasterIdRegistry: fid is registered");
        require(idOf[custody] == 0, "FarcasterIdRegistry: custody has a fid");
        custodyOf[fid] = custody;
        idOf[custody] = fid;
        emit Register(custody, fid);
    }
}
