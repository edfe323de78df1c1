// Epilogue.js — installs the window and returns Swift's hooks.
installWindow();
// The first document comes with the first load (WKWebView loads about:blank when a script
// runs before any load), so start-up does not build one only to drop it.
Object.defineProperty(g, 'document', { get() { return currentDocument; }, configurable: true });
return Object.freeze({
    beginLoad: loaderHooks.beginLoad,
    parse: loaderHooks.parse,
    resume: loaderHooks.resume,
    finishLoad: loaderHooks.finishLoad,
    flushResources: loaderHooks.flushResources,
    click: loaderHooks.click,
    get isParsing() { return loading !== null && loading.index < loading.ops.length; },
    serialize: loaderHooks.serialize,
    parseDocumentDump: loaderHooks.parseDocumentDump,
    parseFragmentDump: loaderHooks.parseFragmentDump,
});
})
