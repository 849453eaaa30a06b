/// The modules a file imports: `import DesignKit`, `@testable import App`, `import struct Foundation.URL`
/// (`Foundation`), `import UIKit.UIImage` (`UIKit`).
enum SwiftImportReader {
  /// The declaration kinds `import` may name before a module's declaration.
  static let importKinds: Set<String> = [
    "struct", "class", "enum", "protocol", "typealias", "func", "let", "var", "actor",
  ]

  static func modules(in code: SwiftCode) -> [String] {
    var modules: [String] = []
    for index in code.occurrences(of: ["import"]) {
      var next = index + 1
      if let kind = code.identifierName(at: next), importKinds.contains(kind) { next += 1 }
      guard let module = code.identifierName(at: next), !modules.contains(module) else { continue }
      modules.append(module)
    }
    return modules
  }
}
