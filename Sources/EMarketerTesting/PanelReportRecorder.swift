import EMarketer
import Foundation
import ScriptEngine
import StageTesting

extension EMarketerPanel {
    /// The reports the panel has received, as a recorder to compare: each report a line
    /// (`executed 7`, `productClick 7 sku-42`, `close 7 arg=1`), at its virtual time since `epoch`.
    ///
    /// ```swift
    /// stage.panel.reportRecorder().expect(["sessionStarted", "executed 7", "productClick 7 sku-42"])
    /// ```
    public func reportRecorder(since epoch: Date = VirtualClock.defaultEpoch) -> Recorder<String> {
        let recorder = Recorder<String>(clock: nil)
        for report in reports {
            recorder.record(report.line, at: .seconds(report.time.timeIntervalSince(epoch)))
        }
        return recorder
    }
}

extension PanelReport {
    /// The report on one line: its kind, then the fields it carries.
    public var line: String {
        var parts = [kind.rawValue]
        if let actionId { parts.append(String(actionId)) }
        parts += [productId, articleId, status, documentName].compactMap { $0 }
        if let arg { parts.append("arg=\(arg)") }
        if let dontShowSessions { parts.append("dontShow=\(dontShowSessions)") }
        if let field { parts.append("\(field)=\(value ?? "")") }
        if let message { parts.append("message=\(message)") }
        return parts.joined(separator: " ")
    }
}
