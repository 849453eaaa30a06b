//
//  OnboardingViewController.swift
//  Parcelly
//
//  Created by Piepaw Team on 09/03/26.
//

import UIKit

/// Swipes through the intro pages; a page control and a button sit at the bottom.
final class OnboardingViewController: UIPageViewController {

    var onFinish: (() -> Void)?

    private lazy var pages: [UIViewController] = [
        IntroPageViewController(
            title: "Every Parcel in One List",
            message: "Paste a tracking number or forward the shipping email, and Parcelly works out the carrier for you.",
            imageName: "parcel-doorstep"
        ),
        IntroPageViewController(
            title: "Know Before the Doorbell",
            message: "A notification arrives when the van is a few stops away, so you can be home or ask a neighbour to listen out.",
            imageName: "parcel-van"
        ),
        IntroPageViewController(
            title: "Choose a Safe Place",
            message: "Tell couriers to use the porch, a locker or the shop on the corner, and see a photo once it has been left.",
            imageName: "parcel-locker"
        ),
    ]

    private let pageControl = UIPageControl()

    private let continueButton: UIButton = {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Next"
        configuration.cornerStyle = .capsule
        configuration.buttonSize = .large
        return UIButton(configuration: configuration)
    }()

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        dataSource = self
        delegate = self
        setViewControllers([pages[0]], direction: .forward, animated: false)
        configurePageControl()
        configureButton()
    }

    private func configurePageControl() {
        pageControl.numberOfPages = pages.count
        pageControl.currentPage = 0
        pageControl.currentPageIndicatorTintColor = .white
        pageControl.pageIndicatorTintColor = .white.withAlphaComponent(0.4)
        pageControl.addTarget(self, action: #selector(pageControlChanged), for: .valueChanged)
        pageControl.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pageControl)
        NSLayoutConstraint.activate([
            pageControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            pageControl.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -88),
        ])
    }

    private func configureButton() {
        continueButton.addTarget(self, action: #selector(continueTapped), for: .touchUpInside)
        continueButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(continueButton)
        NSLayoutConstraint.activate([
            continueButton.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            continueButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            continueButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
        ])
    }

    private var currentIndex: Int {
        viewControllers?.first.flatMap { pages.firstIndex(of: $0) } ?? 0
    }

    private func show(pageAt index: Int, animated: Bool) {
        let direction: UIPageViewController.NavigationDirection = index >= currentIndex ? .forward : .reverse
        setViewControllers([pages[index]], direction: direction, animated: animated)
        didShow(pageAt: index)
    }

    private func didShow(pageAt index: Int) {
        pageControl.currentPage = index
        continueButton.configuration?.title = index == pages.count - 1 ? "Start Tracking" : "Next"
    }

    @objc private func pageControlChanged() {
        show(pageAt: pageControl.currentPage, animated: true)
    }

    @objc private func continueTapped() {
        let index = currentIndex
        if index < pages.count - 1 {
            show(pageAt: index + 1, animated: true)
        } else {
            onFinish?()
        }
    }
}

// MARK: - UIPageViewControllerDataSource

extension OnboardingViewController: UIPageViewControllerDataSource {
    func pageViewController(
        _ pageViewController: UIPageViewController,
        viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController,
        viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index < pages.count - 1 else { return nil }
        return pages[index + 1]
    }
}

// MARK: - UIPageViewControllerDelegate

extension OnboardingViewController: UIPageViewControllerDelegate {
    func pageViewController(
        _ pageViewController: UIPageViewController,
        didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController],
        transitionCompleted completed: Bool
    ) {
        guard completed else { return }
        didShow(pageAt: currentIndex)
    }
}

#Preview {
    OnboardingViewController()
}
