import Foundation
import ScriptEngine

/// The event log as lines a person reads: `[01:00.000] ▶ product-highlighted  bmb-1 (TEE-001)`.
public enum ShowTimeline {
    /// One line per entry worth reading (`invoke` entries are folded into their outcome).
    public static func lines(of log: [PlayerLogEntry], show: BambuserShow) -> [String] {
        log.compactMap { line(for: $0, show: show) }
    }

    /// `mm:ss.mmm` of virtual time (ScriptEngine's `Duration.clockText`; no trap for any number).
    public static func clock(_ seconds: Double) -> String {
        Duration.milliseconds(clamping: seconds * 1000).clockText
    }

    static func line(for entry: PlayerLogEntry, show: BambuserShow) -> String? {
        let time = "[\(clock(entry.time))]"
        func product(_ id: String) -> String {
            show.product(id: id).map { "\(id) (\($0.ref))" } ?? id
        }
        switch entry.kind {
        case .event:
            let filtered = entry.delivered == false ? "  (not delivered: not in events)" : ""
            // iOS shape: the event's fields under "event", the callback key beside them.
            let fields = entry.details["event"] ?? .object([:])
            let key = entry.details["callbackKey"]?.stringValue.map { "  [\($0)]" } ?? ""
            var detail = ""
            switch entry.name {
            case "provide-product-data":
                let ids = fields["products"]?.arrayValue.compactMap { $0["id"]?.stringValue } ?? []
                detail = ids.map(product).joined(separator: ", ")
            case "product-highlighted":
                detail = product(fields["id"]?.stringValue ?? "?")
                    + (fields["hydrated"]?.boolValue == false ? "  — NOT hydrated: dashboard data only" : "")
            case "show-started":
                detail = "\(fields["type"]?.stringValue ?? "") \"\(fields["title"]?.stringValue ?? "")\""
            default:
                detail = (fields == .object([:]) ? "" : fields.description) + key
            }
            return "\(time) → \(entry.name)  \(detail)\(filtered)"
        case .invoke:
            return nil
        case .invokeFailed:
            let message = entry.details.stringValue ?? ""
            return "\(time) ✗ invoke(\(entry.name)) failed:\n" + message.split(separator: "\n").map { "      \($0)" }.joined(separator: "\n")
        case .hydrationAccepted:
            let variations = entry.details["variations"]?.arrayValue ?? []
            let sizes = variations.reduce(0) { $0 + ($1["sizes"]?.arrayValue.count ?? 0) }
            return "\(time) ✓ hydrated \(product(entry.name)): \"\(entry.details["name"]?.stringValue ?? "")\" — "
                + "\(variations.count) variation\(variations.count == 1 ? "" : "s"), \(sizes) size\(sizes == 1 ? "" : "s")"
        case .hydrationRejected:
            let violations = entry.details.arrayValue.map { v -> String in
                let path = v["path"]?.stringValue ?? ""
                return "\(path.isEmpty ? "" : path + ": ")\(v["message"]?.stringValue ?? "")"
            }
            return "\(time) ✗ rejected \(product(entry.name)): " + violations.joined(separator: "; ")
        case .notify:
            return "\(time) ← notify \(entry.name) \(entry.details.description)"
        case .player:
            return "\(time) · \(entry.name) \(entry.details.description)"
        case .status:
            return "\(time) ■ status: \(entry.name)"
        case .error:
            return "\(time) ! error: \(entry.details.stringValue ?? "")"
        }
    }
}
