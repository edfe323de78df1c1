// e-Marketer action JSON: any text as an `application/json` action's content gives a
// `contentJsonArray` or nil, never a crash; any text as an action definition file (what
// `EMarketerPanel.loadAction(from:)` reads) gives an action or an `eMarketerError.fixture`.
// fuzz-seeds: Fixtures/actions/*.json
import EMarketer
import Foundation

// In memory when the system has a tmpfs there: a disk write per input would be most of the time.
private let definitionURL =
    (FileManager.default.fileExists(atPath: "/dev/shm")
        ? URL(fileURLWithPath: "/dev/shm") : FileManager.default.temporaryDirectory)
    .appendingPathComponent("shopstage-fuzz-action-\(getpid()).json")

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Data(bytes: data, count: size)
    let text = String(decoding: bytes, as: UTF8.self)
    let action = eMarketerAction(
        id: 1, name: "fuzz", contentType: "application/json", content: text)
    if let array = action.contentJsonArray {
        // Content the SDK decodes is an array of objects: Foundation's own reading must agree on its length.
        // The harness's way to report a finding: libFuzzer saves the input that got here.
        if let objects = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [Any], objects.count != array.count {
            fatalError("contentJsonArray has \(array.count) elements, JSONSerialization reads \(objects.count)")
        }
    }
    do {
        try bytes.write(to: definitionURL)
        let loaded = try EMarketerPanel.loadAction(from: definitionURL)
        _ = eMarketerAction(
            id: loaded.id, name: loaded.name, contentType: loaded.contentType, content: loaded.content)
    } catch {
        // A definition that is not one is an eMarketerError naming the file: nothing to check.
    }
    return 0
}
