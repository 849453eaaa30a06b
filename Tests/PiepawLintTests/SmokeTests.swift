import Testing

@testable import PiepawLint

@Test func severityOrder() {
  #expect(Severity.note < Severity.warning)
  #expect(Severity.warning < Severity.error)
}
