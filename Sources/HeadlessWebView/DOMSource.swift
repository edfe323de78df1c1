import Foundation
import ScriptEngine

/// The DOM's JavaScript (the files in `Resources/`), read once per process and joined into
/// one function source, evaluated once per VM (the DOM's realm, see Prologue.js).
enum DOMSource {
    /// In evaluation order: the prologue opens the scope the others share.
    /// Grouped by interface as the DOM and HTML standards group them; each file opens with what
    /// it provides and what it takes from the others.
    static let files = [
        "Prologue", "EventDispatch", "ErrorReporting", "EventInterfaces", "Node", "Collections", "Observers", "Element", "AriaReflection", "Style", "StyleSheets", "Cascade", "CSSVariables", "CSSColors", "CSSValues", "CSSAnimations", "HTMLElements", "URL", "Forms", "InputValue", "TextSelection", "Autofill",
        "HTMLOtherElements", "ShadowDOM", "Document", "DocumentEncoding", "XMLDocuments", "Traversal", "Range", "CustomElements", "Selectors", "Serialization", "Networking", "File", "EncodingLabels", "Encoding", "Animation", "Loader",
        "Frames", "WindowInterfaces", "Window", "Epilogue",
    ]

    /// The global of the DOM's realm that holds what the joined source returns (`createWindow`).
    static let realmName = "__shopstageDOM"

    /// The key of the realm a shared group keeps the DOM's code in (``ScriptContextGroup/sharedContext(_:configuration:prepare:)``).
    static let realmKey = "shopstage.dom"

    /// The joined source, or the error that kept it from being read.
    static let joined: Result<String, HeadlessWebViewError> = {
        var parts: [String] = []
        for name in files {
            switch BundledScript.source(named: name, in: .module) {
            case .success(let text): parts.append(text)
            case .failure(let missing): return .failure(.missingResource(missing.file))
            }
        }
        return .success("globalThis.\(realmName) = " + parts.joined(separator: "\n") + "();")
    }()
}
