/// Why a configuration file cannot be used: the CLI prints it and exits 2.
public struct ConfigurationError: Error, Hashable, Sendable {
  public var message: String
  public var location: SourceLocation

  public init(_ message: String, at location: SourceLocation) {
    self.message = message
    self.location = location
  }
}
