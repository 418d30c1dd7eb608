// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title KeywayAccount
/// @notice The embedded wallet's smart account on devnet: one owner key controls it. The
/// owner (or the factory that created it, acting for the owner in the creating transaction)
/// makes it call other contracts or send ETH from its own balance; ERC-1271 accepts the
/// owner's signatures. There is no EntryPoint: devnet has no bundler, so the owner's EOA
/// sends the transactions and pays their gas.
contract KeywayAccount {
    bytes4 internal constant ERC1271_MAGIC_VALUE = 0x1626ba7e;
    bytes4 internal constant ERC1271_INVALID = 0xffffffff;

    struct Call {
        address to;
        uint256 value;
        bytes data;
    }

    address public immutable owner;
    /// @notice The factory that deployed this account; it may execute only for the owner
    /// (KeywayAccountFactory.createAccountAndExecute checks the caller is the owner).
    address public immutable factory;

    event Executed(address indexed to, uint256 value, bytes data);

    constructor(address owner_) {
        require(owner_ != address(0), "KeywayAccount: owner is the zero address");
        owner = owner_;
        factory = msg.sender;
    }

    receive() external payable {}

    modifier onlyOwner() {
        require(msg.sender == owner || msg.sender == factory, "KeywayAccount: caller is not the owner");
        _;
    }

    function execute(address to, uint256 value, bytes calldata data) external onlyOwner returns (bytes memory) {
        return _call(to, value, data);
    }

    function executeBatch(Call[] calldata calls) external onlyOwner returns (bytes[] memory results) {
        results = new bytes[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            results[i] = _call(calls[i].to, calls[i].value, calls[i].data);
        }
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return ERC1271_INVALID;
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := calldataload(signature.offset)
            s := calldataload(add(signature.offset, 32))
            v := byte(0, calldataload(add(signature.offset, 64)))
        }
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? ERC1271_MAGIC_VALUE : ERC1271_INVALID;
    }

    function _call(address to, uint256 value, bytes calldata data) internal returns (bytes memory result) {
        require(value <= address(this).balance, "KeywayAccount: balance too low for value");
        bool ok;
        (ok, result) = to.call{value: value}(data);
        if (!ok) {
            // The callee's own revert reason is the useful one: pass it up unchanged.
            if (result.length == 0) revert("KeywayAccount: call reverted without a reason");
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
        emit Executed(to, value, data);
    }
}
