// The system framework's name, on Linux only: an app file that writes `import WebKit` (the e-Marketer
// SDK's file, a host's WKWebView code) compiles against ShopStage's headless WKWebView with no `#if`.
// On Apple platforms the package leaves this module out and `import WebKit` is the system's.
@_exported import HeadlessWebView
