import Foundation
import Testing

@testable import PiepawLint

/// Notes and counts are about a flow's own indicators and fields only: a rating's stars, a week strip or a
/// carousel's dots elsewhere in the app are not its progress capsules, and an animation given to a page view is
/// not its description.
@Suite struct FlowOwnIndicatorTests {
  private func lint(_ files: [String: String], rule: String) throws -> [Diagnostic] {
    let tree = try TemporaryTree(files)
    return try Linter().lint(paths: [tree.root]).diagnostics.filter { $0.ruleID == rule }
  }

  /// An onboarding over three pages whose own view draws `dots` (source) as its progress indicator.
  private func onboarding(dots: String = "") -> String {
    """
    import SwiftUI

    struct WelcomePage { let title: String; let text: String }

    struct WelcomeView: View {
      @State private var current = 0
      let pages = [
        WelcomePage(title: "One", text: "First."),
        WelcomePage(title: "Two", text: "Second."),
        WelcomePage(title: "Three", text: "Third."),
      ]

      var body: some View {
        VStack {
          TabView(selection: $current) {
            ForEach(pages.indices, id: \\.self) { index in
              WelcomeCard(page: pages[index]).tag(index)
            }
          }
          .tabViewStyle(.page)
          \(dots)
        }
      }
    }

    struct WelcomeCard: View {
      let page: WelcomePage
      let rating: Int = 4
      let week = Week()
      var body: some View {
        VStack {
          Text(page.title)
          Text(page.text)
          HStack {
            ForEach(0..<rating) { _ in Image(systemName: "star.fill") }
          }
          HStack {
            ForEach(0..<week.days) { _ in Circle().frame(width: 6) }
          }
        }
      }
    }

    """
  }

  /// Another screen of the app, in the onboarding's folder: a week strip and a photo carousel's dots.
  private let otherScreens = """
    import SwiftUI

    struct HabitWeekView: View {
      let week = Week()
      var body: some View {
        HStack { ForEach(0..<week.days) { _ in Circle().frame(width: 8) } }
      }
    }

    struct PhotoCarousel: View {
      let album = Album()
      @State private var shown = 0
      var body: some View {
        TabView(selection: $shown) {
          ForEach(album.photos.indices, id: \\.self) { index in Image(album.photos[index]).tag(index) }
        }
        HStack { ForEach(0..<album.total) { index in Capsule().fill(index == shown ? .white : .gray) } }
      }
    }

    """

  @Test func indicatorsOutsideTheFlowsOwnViewGetNoNote() throws {
    let files = ["Welcome/WelcomeView.swift": onboarding(), "Welcome/HabitWeekView.swift": otherScreens]
    #expect(try lint(files, rule: "unresolved-value").isEmpty)
    #expect(try lint(files, rule: "progress-capsule-count").isEmpty)
  }

  @Test func theFlowsOwnUnresolvedIndicatorIsStillNoted() throws {
    let dots = "HStack { ForEach(0..<style.dotCount) { index in Capsule().fill(index == current ? .white : .gray) } }"
    let found = try lint(
      ["Welcome/WelcomeView.swift": onboarding(dots: dots), "Welcome/HabitWeekView.swift": otherScreens],
      rule: "unresolved-value")
    #expect(found.count == 1)
    #expect(found.first?.location.file.hasSuffix("WelcomeView.swift") == true)
    #expect(found.first?.message.hasPrefix("The progress capsule count is not checked") == true)
  }

  @Test func theFlowsOwnWrongCapsuleCountIsStillReported() throws {
    let dots = "HStack { ForEach(0..<4) { index in Capsule().fill(index == current ? .white : .gray) } }"
    let found = try lint(
      ["Welcome/WelcomeView.swift": onboarding(dots: dots), "Welcome/HabitWeekView.swift": otherScreens],
      rule: "progress-capsule-count")
    #expect(found.count == 1)
    #expect(found.first?.location.file.hasSuffix("WelcomeView.swift") == true)
  }

  /// A flow that no pager shows takes the variable its file steps as its selection, but not another pager's:
  /// a questionnaire's `TabView(selection: $step)` with its own four capsules, beside lessons a sheet opens one by
  /// one, steps the questionnaire. Its dots are not the lessons' progress capsules (the flow's own capsules still
  /// are: `theFlowsOwnWrongCapsuleCountIsStillReported`).
  @Test func anotherPagersSelectionIsNotTheFlows() throws {
    let source = """
      import SwiftUI

      struct Lesson: Identifiable {
        let id: String
        let title: String
        let subtitle: String
      }

      enum Lessons {
        static let beginner: [Lesson] = [
          Lesson(id: "b1", title: "Who We Are", subtitle: "Where it all starts"),
          Lesson(id: "b2", title: "How to Begin", subtitle: "A first small habit"),
          Lesson(id: "b3", title: "Keeping On", subtitle: "Days that add up"),
        ]
        static func lessons(for level: Int) -> [Lesson] {
          switch level {
          default: return beginner
          }
        }
      }

      struct LessonsView: View {
        @State private var selected: Lesson?
        var body: some View {
          VStack {
            let lessons = Lessons.lessons(for: 1)
            ForEach(lessons) { lesson in
              Text(lesson.title).onTapGesture { selected = lesson }
            }
          }
          .sheet(item: $selected) { lesson in LessonDetail(lesson: lesson) }
        }
      }

      struct LessonDetail: View {
        let lesson: Lesson
        var body: some View {
          VStack {
            Text(lesson.title).font(.title)
            Text(lesson.subtitle)
          }
        }
      }

      struct LessonsOnboarding: View {
        @State private var step = 0
        private let totalSteps = 4
        var body: some View {
          VStack {
            HStack {
              ForEach(0..<totalSteps, id: \\.self) { i in
                Capsule().fill(i <= step ? Color.black : Color.gray).frame(width: 20, height: 6)
              }
            }
            TabView(selection: $step) {
              stage.tag(0)
              goals.tag(1)
              pace.tag(2)
              need.tag(3)
            }
            .tabViewStyle(.page(indexDisplayMode: .never))
            Button("Continue") { step += 1 }
          }
        }
      }

      extension LessonsOnboarding {
        var stage: some View { Toggle("New here", isOn: .constant(true)) }
        var goals: some View { Toggle("Grow", isOn: .constant(true)) }
        var pace: some View { Toggle("Daily", isOn: .constant(true)) }
        var need: some View { Toggle("Rest", isOn: .constant(true)) }
      }
      """
    let found = try lint(["App/Walk.swift": source], rule: "progress-capsule-count")
    #expect(found.isEmpty, "\(found.map { $0.message })")
  }

  /// Dots drawn on some pages only (`if current == 1 || current == 2 { … }`) count those pages, not the flow's;
  /// dots hidden from a page on (`if current < 2`) may count all pages or the pages they are shown on, whether
  /// the `if` is around the dots or around the one use of the view property that draws them.
  @Test func anIndicatorShownOnNamedPagesOnlyIsNotTheFlows() throws {
    func found(_ condition: String, dots count: Int = 2) throws -> Int {
      let dots =
        "if \(condition) { HStack { ForEach(0..<\(count)) { i in Capsule().fill(i == current ? .white : .gray) } } }"
      return try lint(["Welcome/WelcomeView.swift": onboarding(dots: dots)], rule: "progress-capsule-count").count
    }
    #expect(try found("current == 1 || current == 2") == 0)
    #expect(try found("current < 2") == 0)
    #expect(try found("current <= 1") == 0)
    #expect(try found("current < 2", dots: 3) == 0)
    #expect(try found("current < 2", dots: 4) == 1)
    #expect(try found("current < 3") == 1)
    var property = onboarding(dots: "if current < 2 { progressDots }")
    let welcomeBody = try #require(property.range(of: "  var body: some View {"))
    property.insert(
      contentsOf: """
          private var progressDots: some View {
            HStack { ForEach(0..<2) { i in Capsule().fill(i == current ? .white : .gray) } }
          }

        """, at: welcomeBody.lowerBound)
    #expect(try lint(["Welcome/WelcomeView.swift": property], rule: "progress-capsule-count").isEmpty)
    let everywhere = property.replacingOccurrences(of: "if current < 2 { progressDots }", with: "progressDots")
    #expect(try lint(["Welcome/WelcomeView.swift": everywhere], rule: "progress-capsule-count").count == 1)
  }

  /// An indicator view counts what its own parameter holds (`let total: Int`, given by its caller): a constant of
  /// the same name in another type of the file (`private let total = 2` of the flow's view) is not its count.
  @Test func anIndicatorsParameterIsNotAnotherTypesConstant() throws {
    let dots = """
      PageDots(current: current, total: total + 1)
        }
      }
      struct PageDots: View {
        let current: Int
        let total: Int
        var body: some View {
          HStack { ForEach(0..<total, id: \\.self) { i in Capsule().fill(i == current ? .white : .gray) } }
      """
    let source = onboarding(dots: dots).replacingOccurrences(
      of: "@State private var current = 0", with: "@State private var current = 0\n  private let total = 2")
    #expect(try lint(["Welcome/WelcomeView.swift": source], rule: "progress-capsule-count").isEmpty)
  }

  /// The flow's view declares its page control's count: `static let numberOfPages: Int = N` holds N, not "the
  /// variable `Int`" (a type annotation is no value).
  private func declaringPageCount(_ count: Int) -> [String: String] {
    let source = onboarding().replacingOccurrences(
      of: "@State private var current = 0",
      with: "@State private var current = 0\n  static let numberOfPages: Int = \(count)")
    return ["Welcome/WelcomeView.swift": source]
  }

  @Test func aDeclaredPageCountIsReadAfterItsTypeAnnotation() throws {
    #expect(try lint(declaringPageCount(3), rule: "unresolved-value").isEmpty)
    #expect(try lint(declaringPageCount(3), rule: "progress-capsule-count").isEmpty)
    let wrong = try lint(declaringPageCount(4), rule: "progress-capsule-count")
    #expect(wrong.count == 1)
    #expect(wrong.first?.location.line == 7)
  }

  /// Steps built with their content; the animation is given as `content:`, which the vocabulary calls a
  /// description.
  private func steps(content: String, declared: String) -> String {
    """
    import Lottie
    import SwiftUI

    struct IntroFlow: View {
      @State private var step = 0
      var body: some View {
        TabView(selection: $step) {
          IntroStep(title: "Track your walks", content: \(content)).tag(0)
          IntroStep(title: "Share with friends", content: \(content)).tag(1)
        }
        .tabViewStyle(.page)
      }
    }

    \(declared)

    """
  }

  @Test func anAnimationArgumentIsNotTheDescription() throws {
    let generic = """
      struct IntroStep<Content: View>: View {
        let title: String
        let content: Content
        var body: some View { VStack { Text(title); content } }
      }
      """
    let lottie = #"LottieView(animation: .named("walk"))"#
    #expect(
      try lint(["Intro/IntroFlow.swift": steps(content: lottie, declared: generic)], rule: "unresolved-value").isEmpty)
    // Undeclared (a module not in the run): the value itself says it is no text.
    #expect(try lint(["Intro/IntroFlow.swift": steps(content: lottie, declared: "")], rule: "unresolved-value").isEmpty)
    let flow = SwiftContentLoader.load(
      path: "/app/Intro/IntroFlow.swift", source: steps(content: lottie, declared: generic), schema: .default
    ).flows.first
    #expect(flow?.pages.map(\.description) == [nil, nil])
    #expect(flow?.pages.map(\.title?.literal) == ["Track your walks", "Share with friends"])
  }

  @Test func aDescriptionGivenAsAVariableIsStillNoted() throws {
    let declared = """
      struct IntroStep: View {
        let title: String
        let content: String
        var body: some View { VStack { Text(title); Text(content) } }
      }
      """
    let source = steps(content: "walkText", declared: declared)
      .replacingOccurrences(
        of: "@State private var step = 0", with: "@State private var step = 0\n  let walkText = Copy.walk")
    let found = try lint(["Intro/IntroFlow.swift": source], rule: "unresolved-value")
    #expect(found.count == 2)
    #expect(found.allSatisfy { $0.message.hasPrefix("The description is not checked") })
  }

  /// Slides one arm of a `switch` shows among more screens (`case 1, 2, 3: slide(page - 1)` beside a welcome and
  /// a form): the dots that follow the switch's variable count those screens, not the slides. Near miss: the same
  /// slides and dots with no other screen, where the wrong count is still reported
  /// (`theFlowsOwnWrongCapsuleCountIsStillReported`).
  @Test func dotsOfTheScreensASwitchPicksAreNotTheSlides() throws {
    let source = """
      import SwiftUI

      struct IntroSlide { let title: String; let text: String }

      struct IntroView: View {
        @State private var page = 0
        let slides = [
          IntroSlide(title: "Share", text: "Cards in a tap."),
          IntroSlide(title: "Connect", text: "Phones close together."),
          IntroSlide(title: "Keep", text: "Contacts stay yours."),
        ]

        var body: some View {
          VStack {
            switch page {
            case 0: Text("Welcome")
            case 1, 2, 3: slide(slides[page - 1])
            case 4: TextField("Name", text: .constant(""))
            default: EmptyView()
            }
            HStack { ForEach(0..<5) { i in Capsule().fill(i == page ? .white : .gray) } }
            Button("Next") { page += 1 }
          }
        }

        func slide(_ slide: IntroSlide) -> some View {
          VStack { Text(slide.title); Text(slide.text) }
        }
      }

      """
    #expect(try lint(["Intro/IntroView.swift": source], rule: "progress-capsule-count").isEmpty)
  }
}

/// A page view controller told which case of the project's enum it shows (`StepPage(step: Step.welcome)`) has no
/// integer tag to check and no unresolved one: the case is no variable. A variable given instead is still noted.
@Suite struct EnumCaseArgumentTests {
  private func pager(_ first: String, _ second: String) -> [String: String] {
    [
      "Intro/Step.swift": """
      enum Step {
        case welcome
        case finish
      }

      """,
      "Intro/IntroPager.swift": """
      import UIKit

      final class StepPage: UIViewController {
        init(pageNumber: Step) { super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { nil }
      }

      final class IntroPager: UIPageViewController {
        private lazy var pages: [UIViewController] = [
          StepPage(pageNumber: \(first)),
          StepPage(pageNumber: \(second)),
        ]
      }

      """,
    ]
  }

  private func notes(_ files: [String: String]) throws -> [Diagnostic] {
    let tree = try TemporaryTree(files)
    return try Linter().lint(paths: [tree.root]).diagnostics.filter { $0.ruleID == "unresolved-value" }
  }

  @Test func anEnumCaseGivenToAPageIsNoUnresolvedTag() throws {
    #expect(try notes(pager("Step.welcome", ".finish")).isEmpty)
    let variable = try notes(pager("Step.welcome", "lastStep"))
    #expect(variable.count == 1)
    #expect(variable.first?.message.contains("the variable `lastStep`") == true)
  }

}
