/// Where a finding points: a file, and a line and column where the file is text.
///
/// `file` is an absolute, standardized path; reporters make it relative.
/// `column` counts UTF-8 bytes from 1 (what Xcode and clang show);
/// `utf16Column` counts UTF-16 code units from 1 (what SARIF asks for).
public struct SourceLocation: Hashable, Sendable, Comparable {
  public var file: String
  // Stored as 32-bit numbers (`Int32.min` for none): a location is on every node of every tree the readers build,
  // and an 8 MiB property list of a million values held 64 bytes of location per value (issue 10's `dense` cases
  // ran out of address space under 256 MiB); now 28. Lines and columns of files within the input limits fit.
  private var storedLine: Int32
  private var storedColumn: Int32
  private var storedUTF16Column: Int32

  public var line: Int? {
    get { Self.unpack(storedLine) }
    set { storedLine = Self.pack(newValue) }
  }

  public var column: Int? {
    get { Self.unpack(storedColumn) }
    set { storedColumn = Self.pack(newValue) }
  }

  public var utf16Column: Int? {
    get { Self.unpack(storedUTF16Column) }
    set { storedUTF16Column = Self.pack(newValue) }
  }

  public init(file: String, line: Int? = nil, column: Int? = nil, utf16Column: Int? = nil) {
    self.file = file
    self.storedLine = Self.pack(line)
    self.storedColumn = Self.pack(column)
    self.storedUTF16Column = Self.pack(utf16Column ?? column)
  }

  private static func pack(_ value: Int?) -> Int32 {
    guard let value else { return .min }
    return Int32(clamping: max(value, Int(Int32.min) + 1))
  }

  private static func unpack(_ value: Int32) -> Int? {
    value == .min ? nil : Int(value)
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
