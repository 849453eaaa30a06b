// TEMPORARY, never committed: stands in for loaders being written on other branches.
public enum SwiftContentLoader {
  public static func load(path: String, source: String, schema: ContentSchema) -> ContentFile {
    ContentFile(path: path)
  }
}
public enum JSONContentLoader {
  public static func load(path: String, source: String) -> ContentFile { ContentFile(path: path) }
}
public enum AssetCatalogLoader {
  public static func load(path: String) -> AssetCatalog { AssetCatalog(path: path, assets: []) }
}
public enum InfoPlistLoader {
  public static func load(path: String) -> (references: [StoryboardReference], problems: [Finding]) { ([], []) }
}
public enum XcodeProjectLoader {
  public static func load(path: String) -> (references: [StoryboardReference], problems: [Finding]) { ([], []) }
}
