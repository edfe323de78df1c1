// The real SDK's module name: an app file that writes `import BambuserCommerceSDK` compiles against
// ShopStage on Linux with no `#if`. Everything is ShopStage's BambuserPlayer module.
@_exported import BambuserPlayer
