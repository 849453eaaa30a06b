/// Where a finding points: a file, and a line and column where the file is text.
///
/// `file` is an absolute, standardized path; reporters make it relative.
/// `column` counts UTF-8 bytes from 1 (what Xcode and clang show);
/// `utf16Column` counts UTF-16 code units from 1 (what SARIF asks for).
public struct SourceLocation: Hashable, Sendable, Comparable {
  public var file: String
  public var line: Int?
  public var column: Int?
  public var utf16Column: Int?

  public init(file: String, line: Int? = nil, column: Int? = nil, utf16Column: Int? = nil) {
    self.file = file
    self.line = line
    self.column = column
    self.utf16Column = utf16Column ?? column
  }

  /// A location in a text file at a 1-based line and column.
  public static func text(_ file: String, line: Int, column: Int, utf16Column: Int? = nil) -> SourceLocation {
    SourceLocation(file: file, line: line, column: column, utf16Column: utf16Column)
  }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    if lhs.file != rhs.file { return lhs.file < rhs.file }
    if (lhs.line ?? 0) != (rhs.line ?? 0) { return (lhs.line ?? 0) < (rhs.line ?? 0) }
    return (lhs.column ?? 0) < (rhs.column ?? 0)
  }
}
