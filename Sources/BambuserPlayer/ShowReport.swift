/// One self-contained HTML page: the show's timeline and the product cards as the viewer
/// sees them (`shopstage run --report`). No scripts, no external resources.
public enum ShowReport {
    /// The page for `show`: the product cards of `snapshot` (hydrated or dashboard-only, with prices and
    /// stock) and the timeline of `log` (``ShowTimeline/lines(of:show:)``).
    public static func html(show: BambuserShow, log: [PlayerLogEntry], snapshot: ViewerSnapshot) -> String {
        var cards = ""
        for product in snapshot.products {
            var sizes = ""
            for variation in product.variations {
                for size in variation.sizes {
                    let original = size.originalPrice.map { " <s>\(escape($0))</s>" } ?? ""
                    let unit = size.unitPrice.map { " <small>\(escape($0))</small>" } ?? ""
                    let stockClass = size.inStock > 0 ? "in" : "out"
                    sizes += "<li>\(escape(variation.colorName)) · \(escape(size.name)): <b>\(escape(size.price))</b>\(original)\(unit)"
                        + " <span class=\"\(stockClass)\">\(escape(size.stock))</span></li>\n"
                }
            }
            let badge = product.isHydrated ? "<span class=\"ok\">hydrated</span>" : "<span class=\"bad\">dashboard data only</span>"
            cards += """
                <article class="card">
                <h3>\(escape(product.name ?? product.ref))</h3>
                <p class="brand">\(escape(product.brandName ?? ""))</p>
                <p>\(badge) <code>\(escape(product.id))</code> · SKU <code>\(escape(product.ref))</code></p>
                <ul>\(sizes)</ul>
                </article>

                """
        }
        let lines = ShowTimeline.lines(of: log, show: show).map(escape).joined(separator: "\n")
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>\(escape(show.title.isEmpty ? show.id : show.title)) — ShopStage</title>
            <style>
            body{font:15px/1.4 system-ui,sans-serif;margin:2em;color:#222}
            .cards{display:flex;flex-wrap:wrap;gap:1em}
            .card{border:1px solid #ccc;border-radius:8px;padding:1em;width:20em}
            .card h3{margin:0}.brand{color:#666;margin:0 0 .5em}
            .ok{color:#080}.bad{color:#b00}.out{color:#b00}.in{color:#080}
            s{color:#888}pre{background:#f6f6f6;padding:1em;overflow:auto}
            </style></head><body>
            <h1>\(escape(show.title.isEmpty ? show.id : show.title))</h1>
            <p>\(escape(show.type.rawValue)) show <code>\(escape(show.id))</code> · status \(escape(snapshot.status.rawValue))</p>
            <h2>Products as the viewer sees them</h2>
            <div class="cards">
            \(cards)</div>
            <h2>Timeline</h2>
            <pre>\(lines)</pre>
            </body></html>

            """
    }

    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
