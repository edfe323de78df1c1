// Epilogue.js — installs the window and an about:blank document, returns Swift's hooks.
installWindow();
Object.defineProperty(g, 'document', { get() { return currentDocument; }, configurable: true });
currentDocument = domImplementation.createHTMLDocument();
currentDocument._url = 'about:blank';
return Object.freeze({
    beginLoad: loaderHooks.beginLoad,
    parse: loaderHooks.parse,
    resume: loaderHooks.resume,
    finishLoad: loaderHooks.finishLoad,
    click: loaderHooks.click,
    get isParsing() { return loading !== null && loading.index < loading.ops.length; },
    serialize: loaderHooks.serialize,
    parseDocumentDump: loaderHooks.parseDocumentDump,
    parseFragmentDump: loaderHooks.parseFragmentDump,
});
})
