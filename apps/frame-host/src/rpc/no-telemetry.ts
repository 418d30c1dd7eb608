/**
 * MetaMask's smart-accounts kit reports each of its function calls to MetaMask's analytics
 * unless DO_NOT_TRACK is set (it reads it on its first call). A wallet server tells no third
 * party which accounts its users have, so every module of frame-host that calls the kit
 * imports this one first.
 */
process.env.DO_NOT_TRACK = '1'
