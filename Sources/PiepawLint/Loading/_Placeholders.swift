// TEMPORARY: stands in for the Swift content loader being written on its branch.
public enum SwiftContentLoader {
  public static func load(path: String, source: String, schema: ContentSchema) -> ContentFile {
    ContentFile(path: path)
  }
}
