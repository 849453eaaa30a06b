/// Whose a folder's contents are, by the folder's name alone: the one place that decides what is vendored, which
/// discovery, the localization loader and the target readers share.
///
/// Xcode ships the `.lproj` folders, string tables and catalogs its targets build at the root of the app's bundle.
/// What lies inside a framework or a bundle was built by its vendor (`Vendor/X.framework/XStrings.bundle/ar.lproj`):
/// its languages are not the app's, and its tables and catalogs are not the app's to judge. A localization export
/// (`en-US.xcloc`, `de.xliff`) is a copy of the tables for translators, not a table, and an Xcode file template
/// (`Scene.xctemplate`) holds what Xcode copies into a new file, not what the app ships. Where the targets can be read,
/// they say more (`BuildTarget.copies(_:)`); these rules hold either way.
enum FolderOwnership {
  /// Folders whose contents belong to their vendor: built frameworks and resource bundles.
  static let vendorBundleExtensions: Set<String> = ["framework", "xcframework", "bundle"]
  /// Localization exports: an Xcode localization catalog folder, an XLIFF file.
  static let exportExtensions: Set<String> = ["xcloc", "xliff"]
  /// Xcode file and project templates.
  static let templateExtensions: Set<String> = ["xctemplate"]

  /// Whether a folder named `name` is a vendor's bundle (`GoogleSignIn.bundle`, `Lottie.xcframework`).
  static func isVendorBundle(_ name: String) -> Bool {
    vendorBundleExtensions.contains(FileName.pathExtension(name).lowercased())
  }

  /// Whether a folder named `name` is an Xcode template (`Scene.xctemplate`).
  static func isTemplate(_ name: String) -> Bool {
    templateExtensions.contains(FileName.pathExtension(name).lowercased())
  }

  /// Whether a file or folder named `name` is a localization export (`en-US.xcloc`, `de.xliff`).
  static func isLocalizationExport(_ name: String) -> Bool {
    exportExtensions.contains(FileName.pathExtension(name).lowercased())
  }

  /// Whether `path` lies inside a vendor's bundle or a localization export (or is an export itself), judged by
  /// the folders below `root` only: a project that itself lies in a folder named `X.bundle` is still its own.
  static func isVendored(_ path: String, below root: String) -> Bool {
    let inside = path.hasPrefix(root + "/") ? path.dropFirst(root.count + 1) : Substring(path)
    let components = inside.split(separator: "/")
    for (index, component) in components.enumerated() {
      let name = String(component)
      if isLocalizationExport(name) { return true }
      // The last component is the file itself: a bundle is vendored for what it holds.
      if index < components.count - 1, isVendorBundle(name) || isTemplate(name) { return true }
    }
    return false
  }
}
