// The real SDK's module name (Applicaster's ZappPlugins): an app file that writes `import ZappPlugins`
// compiles against ShopStage on Linux with no `#if`. Everything is ShopStage's ZappDownloads module.
@_exported import ZappDownloads
