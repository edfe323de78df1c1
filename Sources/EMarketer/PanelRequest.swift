import Foundation

/// What the tracker sends the panel in one request, as the SDK posts it to its server: whether
/// it wants a new session, and the commands queued since the last request.
struct PanelRequest: Sendable {
    var newSession: Bool
    var commands: [PanelReport]
}

/// The panel's answer, shaped as the SDK's server response: the session's start (the SDK reads
/// it from the leading digits of `session_id`), the actions to add and the actions to dismiss.
struct PanelResponse: Sendable {
    var sessionStart: Date
    var actions: [PanelAction]
    var conditions: [PanelCondition]
    var dismissActions: [Int]
}
