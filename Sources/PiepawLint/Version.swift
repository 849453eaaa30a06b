/// The tool's name and version, for `--version`, SARIF and the result cache.
public enum ToolInfo {
  public static let name = "piepaw-lint"
  public static let version = "0.1.0"
  public static let informationURI = "https://github.com/piepaw/piepaw-lint"
}
