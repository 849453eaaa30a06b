import Foundation

/// The modules a Swift package defines, by SwiftPM's convention: the folders of its `Sources/` directory.
enum SwiftPackageModules {
  static func names(inPackageAt root: String) -> Set<String> {
    let sources = root + "/Sources"
    guard let entries = FileType.entries(of: sources) else { return [] }
    return Set(entries.filter { $0.type == .directory && !$0.name.hasPrefix(".") }.map(\.name))
  }
}
