/// The Linux stand-in for UIKit's responder: the base of views, view controllers and the application.
///
/// `@preconcurrency`: UIKit's classes are main-actor isolated, and Swift 5 host code that builds them off
/// the main actor compiles against UIKit; it compiles here too, and Swift 6 code is checked as against UIKit.
@preconcurrency @MainActor
open class UIResponder {
    /// A responder.
    public init() {}
}
