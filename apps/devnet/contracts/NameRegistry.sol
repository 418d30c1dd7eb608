// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title NameRegistry
/// @notice Devnet's name service: one address per name, one primary name per address, and
/// free-form text attributes. The deployer is the registrar that devnet's blockchain API
/// uses to register names on behalf of users who signed a registration message (docs/account-features.md#names).
contract NameRegistry {
    address public immutable registrar;

    struct Record {
        address owner;
        uint64 registeredAt;
        uint64 updatedAt;
        string[] attributeKeys;
    }

    mapping(bytes32 => Record) private records;
    mapping(bytes32 => mapping(string => string)) private attributeValues;
    mapping(address => string) private primaryName;

    event NameRegistered(bytes32 indexed node, string name, address indexed owner);
    event AttributeSet(bytes32 indexed node, string key, string value);

    error NameTaken(string name);
    error NotAuthorized(address caller);
    error UnknownName(string name);

    constructor() {
        registrar = msg.sender;
    }

    function register(string calldata name) external {
        _register(name, msg.sender);
    }

    function registerFor(string calldata name, address owner) external {
        if (msg.sender != registrar) revert NotAuthorized(msg.sender);
        _register(name, owner);
    }

    function setAttribute(string calldata name, string calldata key, string calldata value) external {
        bytes32 node = keccak256(bytes(name));
        Record storage record = records[node];
        if (record.owner == address(0)) revert UnknownName(name);
        if (msg.sender != record.owner && msg.sender != registrar) revert NotAuthorized(msg.sender);
        if (bytes(attributeValues[node][key]).length == 0) record.attributeKeys.push(key);
        attributeValues[node][key] = value;
        record.updatedAt = uint64(block.timestamp);
        emit AttributeSet(node, key, value);
    }

    function resolve(string calldata name) external view returns (address) {
        return records[keccak256(bytes(name))].owner;
    }

    function reverse(address owner) external view returns (string memory) {
        return primaryName[owner];
    }

    /// @notice Owner, registration and update times (seconds) of a name; zero owner when free.
    function record(string calldata name) external view returns (address, uint64, uint64) {
        Record storage r = records[keccak256(bytes(name))];
        return (r.owner, r.registeredAt, r.updatedAt);
    }

    function attributes(string calldata name)
        external
        view
        returns (string[] memory keys, string[] memory values)
    {
        bytes32 node = keccak256(bytes(name));
        keys = records[node].attributeKeys;
        values = new string[](keys.length);
        for (uint256 i = 0; i < keys.length; i++) {
            values[i] = attributeValues[node][keys[i]];
        }
    }

    function _register(string calldata name, address owner) private {
        bytes32 node = keccak256(bytes(name));
        if (records[node].owner != address(0)) revert NameTaken(name);
        Record storage r = records[node];
        r.owner = owner;
        r.registeredAt = uint64(block.timestamp);
        r.updatedAt = uint64(block.timestamp);
        primaryName[owner] = name;
        emit NameRegistered(node, name, owner);
    }
}
