// The real SDK's module name: an app file that writes `import FireworkVideo` compiles against
// ShopStage on Linux with no `#if`. Everything is ShopStage's FireworkShopping module.
@_exported import FireworkShopping
