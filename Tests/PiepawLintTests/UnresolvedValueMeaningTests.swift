import Foundation
import Testing

@testable import PiepawLint

/// `unresolved-value` notes say what a value is: a button's label is no page title, a `#localized("…")` macro is
/// its literal, a count chosen by a condition is named with both branches, a count that follows the data is no
/// note, and the indicator is named as what the code draws.
@Suite struct UnresolvedValueMeaningTests {
  private func lint(_ files: [String: String], rule: String) throws -> [Diagnostic] {
    let tree = try TemporaryTree(files)
    return try Linter().lint(paths: [tree.root]).diagnostics.filter { $0.ruleID == rule }
  }

  private func flows(_ source: String, path: String = "/app/Onboarding/SetupStep.swift") -> [Flow] {
    SwiftContentLoader.load(path: path, source: source, schema: .default).flows
  }

  // MARK: A control's label is no title

  /// Enum steps whose `nextTitle` (declared first) is what the Next button says; `title` is each step's own.
  private func steps(title secondTitle: String = #""Sync your notes""#) -> String {
    """
    import SwiftUI

    enum SetupStep: Int, CaseIterable {
      case account, sync

      var nextTitle: String {
        switch self {
        case .account: return continueWord
        case .sync: return finishWord
        }
      }

      var title: String {
        switch self {
        case .account: return "Create your account"
        case .sync: return \(secondTitle)
        }
      }
    }

    struct SetupView: View {
      @State private var step = SetupStep.account
      var body: some View {
        VStack {
          Text(step.title)
          PillButton(title: step.nextTitle) { step = .sync }
        }
      }
    }

    """
  }

  @Test func aValueAControlShowsIsNoTitle() throws {
    let titles = flows(steps()).first?.pages.map(\.title?.literal)
    #expect(titles == ["Create your account", "Sync your notes"])
    #expect(try lint(["Onboarding/SetupStep.swift": steps()], rule: "unresolved-value").isEmpty)
  }

  @Test func aTitleThatIsAVariableIsStillNoted() throws {
    let found = try lint(["Onboarding/SetupStep.swift": steps(title: "syncHeadline")], rule: "unresolved-value")
    #expect(found.count == 1)
    #expect(found.first?.message.hasPrefix("The title is not checked: it is the variable `syncHeadline`") == true)
  }

  @Test func aControlsWordsMakeNoTitle() {
    for name in ["ctaTitle", "skipButtonTitle", "actionTitle", "btnTitle"] {
      #expect(PageVocabulary.role(of: name) == nil, "\(name)")
    }
    for name in ["onboardingTitle", "transactionTitle", "title", "pageSubtitle"] {
      #expect(PageVocabulary.role(of: name) != nil, "\(name)")
    }
    // A button's icon is still an image the page shows.
    #expect(PageVocabulary.role(of: "buttonIcon") == .icon)
  }

  // MARK: A localizing macro is its literal

  /// Enum steps whose titles come from a `#localized` macro (one with interpolation, when `greeting` is set).
  private func macroSteps(greeting: Bool = false) -> String {
    let second = greeting ? #"#localized("Hello \(name)", bundle: .module)"# : #"#localized("Stay in sync")"#
    return """
      enum WelcomeStep: Int, CaseIterable {
        case first, second

        var title: String {
          switch self {
          case .first:
            #localized("Turn on backups", bundle: .module)
          case .second:
            \(second)
          }
        }

        var subtitle: String {
          switch self {
          case .first: "Never lose a note."
          case .second: "Every device, every note."
          }
        }
      }

      """
  }

  @Test func aLocalizingMacroIsItsLiteral() throws {
    let pages = flows(macroSteps(), path: "/app/Welcome/WelcomeStep.swift").first?.pages ?? []
    #expect(pages.map(\.title?.literal) == ["Turn on backups", "Stay in sync"])
    #expect(pages.first?.title?.localization?.key == "Turn on backups")
    #expect(try lint(["Welcome/WelcomeStep.swift": macroSteps()], rule: "unresolved-value").isEmpty)
  }

  @Test func aLocalizingMacroWithInterpolationIsStillNoted() throws {
    let found = try lint(["Welcome/WelcomeStep.swift": macroSteps(greeting: true)], rule: "unresolved-value")
    #expect(found.map(\.location.line) == [9])
    #expect(found.first?.message.contains("string interpolation") == true)
  }

  // MARK: Counts

  /// A UIKit intro whose page control's count is `count` (source).
  private func pagedIntro(count: String) -> [String: String] {
    let source = """
      import UIKit

      struct IntroSlide { var title: String; var text: String }

      final class IntroViewController: UIViewController {
        @IBOutlet weak var pageControl: UIPageControl!
        let showsOffer = false
        var pages: [IntroSlide] = [
          IntroSlide(title: "Scan a receipt", text: "Point the camera at it."),
          IntroSlide(title: "Split the bill", text: "Everyone pays their share."),
        ]

        override func viewDidLoad() {
          super.viewDidLoad()
          pageControl.numberOfPages = \(count)
        }
      }

      """
    return ["Intro/IntroViewController.swift": source]
  }

  @Test func aCountChosenByAConditionNamesBothBranches() throws {
    let found = try lint(pagedIntro(count: "showsOffer ? pages.count + 1 : pages.count"), rule: "unresolved-value")
    #expect(
      found.map(\.message) == [
        "The page control's dot count is not checked: it is `pages.count + 1` or `pages.count`, as `showsOffer` "
          + "decides at run time. Write a literal if PiepawLint should check it."
      ])
    #expect(found.first?.location.line == 15)
  }

  @Test func aConditionWhoseBranchesAgreeIsThatCount() throws {
    #expect(try lint(pagedIntro(count: "showsOffer ? pages.count : pages.count"), rule: "unresolved-value").isEmpty)
    #expect(try lint(pagedIntro(count: "showsOffer ? 2 : 2"), rule: "progress-capsule-count").isEmpty)
    let wrong = try lint(pagedIntro(count: "(showsOffer ? 3 : 3)"), rule: "progress-capsule-count")
    #expect(wrong.count == 1)
  }

  @Test func aCountPastTheDataIsNotTakenForTheData() throws {
    let found = try lint(pagedIntro(count: "pages.count + 1"), rule: "unresolved-value")
    #expect(found.count == 1)
    #expect(
      found.first?.message.hasPrefix(
        "The page control's dot count is not checked: it is the expression `pages.count + 1`") == true)
  }

  /// A SwiftUI flow whose dots view is given `model.<count>`, a property of the model that `countSource` computes.
  private func dotsFlow(countSource: String) -> [String: String] {
    [
      "Onboarding/OnboardingModel.swift": """
      import SwiftUI

      struct Slide: Identifiable { let id: Int; let title: String; let text: String }

      final class OnboardingModel: ObservableObject {
        @Published var page = 0
        let slides = [
          Slide(id: 0, title: "Plan meals", text: "A week at a glance."),
          Slide(id: 1, title: "Shop once", text: "One list for the week."),
        ]
        var pageTotal: Int { \(countSource) }
      }

      """,
      "Onboarding/OnboardingView.swift": """
      import SwiftUI

      struct OnboardingView: View {
        @StateObject private var model = OnboardingModel()
        var body: some View {
          VStack {
            TabView(selection: $model.page) {
              ForEach(model.slides) { slide in SlideView(slide: slide).tag(slide.id) }
            }
            .tabViewStyle(.page(indexDisplayMode: .never))
            Dots(numberOfPages: model.pageTotal, current: model.page)
          }
        }
      }

      struct SlideView: View {
        let slide: Slide
        var body: some View { VStack { Text(slide.title); Text(slide.text) } }
      }

      struct Dots: View {
        let numberOfPages: Int
        let current: Int
        var body: some View {
          HStack { ForEach(0..<numberOfPages, id: \\.self) { index in Circle().opacity(index == current ? 1 : 0.3) } }
        }
      }

      """,
    ]
  }

  @Test func aPropertyThatCountsTheDataFollowsIt() throws {
    #expect(try lint(dotsFlow(countSource: "slides.count"), rule: "unresolved-value").isEmpty)
  }

  @Test func aCountFromElsewhereIsNotedAsTheDotsItIs() throws {
    let found = try lint(dotsFlow(countSource: "remoteSlideCount"), rule: "unresolved-value")
    #expect(
      found.map(\.message) == [
        "The page dot count is not checked: it is the variable `model.pageTotal`. Write a literal if PiepawLint "
          + "should check it."
      ])
    #expect(found.first?.location.file.hasSuffix("OnboardingView.swift") == true)
  }

  // MARK: An introductory offer is no intro

  private func offerKinds(named name: String) -> String {
    """
    enum \(name): Int {
      case trial, discount, none

      var title: String? {
        switch self {
        case .none: return nil
        case .trial: return "Try it free"
        case .discount: return "Save 50%"
        }
      }
    }

    """
  }

  @Test func anIntroductoryOfferIsNoOnboarding() throws {
    #expect(!PageVocabulary.speaksOfOnboarding("IntroductoryOfferType"))
    #expect(flows(offerKinds(named: "IntroductoryOfferType"), path: "/app/Managers/PurchaseManager.swift").isEmpty)
    #expect(PageVocabulary.speaksOfOnboarding("IntroStep"))
    #expect(flows(offerKinds(named: "IntroStep"), path: "/app/Managers/PurchaseManager.swift").count == 1)
  }
}
