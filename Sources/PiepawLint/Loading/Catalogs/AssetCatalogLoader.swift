import Foundation

/// Reads an `.xcassets` folder: its image sets (also those inside complication sets, brand assets and image
/// stacks), colour sets, sets of the other folder types, and namespace groups.
///
/// The walk is sorted (so results are deterministic), never follows a symlink out of the catalog, reads each
/// folder once (symlink loops end there) and stops at a depth limit. Broken `Contents.json` files become
/// problems at their exact positions while the asset itself is still listed, so references to it resolve.
/// `CatalogWalker` walks the folders, `ImageSetReader` and `VariantReader` read a set's `Contents.json`, and
/// `CatalogFolderTypes` says how each folder type is treated.
public enum AssetCatalogLoader {
  /// Reads the catalog at `path`; groups nested deeper than `limits.directoryDepth` and `Contents.json` files
  /// larger than `limits.textBytes` are not read (each is a problem).
  public static func load(path: String, limits: InputLimits = .init()) -> AssetCatalog {
    let root = URL(fileURLWithPath: path).standardizedFileURL.path
    var walker = CatalogWalker(root: root, limits: limits)
    walker.walkCatalog()
    return AssetCatalog(path: root, assets: walker.assets, problems: walker.problems, skipped: walker.skipped)
  }
}
