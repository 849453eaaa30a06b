//
//  WelcomeViewController.swift
//  Tidepool
//
//  Created by Piepaw Team on 09/03/26.
//

import UIKit

struct Slide {
    let title: String
    let detail: String
    let icon: String
}

/// A horizontally paging scroll view with one slide per page and a page control under it.
final class WelcomeViewController: UIViewController, UIScrollViewDelegate {

    var onFinish: (() -> Void)?

    private let slides: [Slide] = [
        Slide(
            title: "Tides for Every Beach",
            detail: "High and low water for more than two thousand beaches, harbours and rock pools, even without a signal.",
            icon: "tide-wave"
        ),
        Slide(
            title: "Plan Around Low Water",
            detail: "See when the sand bar opens and how long you have before it closes again, right next to the sunset time.",
            icon: "tide-shell"
        ),
        Slide(
            title: "A Nudge Before the Turn",
            detail: "Get a quiet alert half an hour before the tide turns, so the walk back never becomes a wade.",
            icon: "tide-bell"
        ),
    ]

    private let scrollView = UIScrollView()
    private let slideStack = UIStackView()
    private let pageControl = UIPageControl()
    private let nextButton = UIButton(configuration: .filled())

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        setUpScrollView()
        setUpPageControl()
        setUpButton()
        for slide in slides {
            slideStack.addArrangedSubview(makeSlideView(for: slide))
        }
    }

    private func setUpScrollView() {
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.bounces = false
        scrollView.delegate = self

        slideStack.axis = .horizontal
        slideStack.distribution = .fillEqually

        scrollView.translatesAutoresizingMaskIntoConstraints = false
        slideStack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        scrollView.addSubview(slideStack)

        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -120),

            slideStack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            slideStack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            slideStack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            slideStack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            slideStack.heightAnchor.constraint(equalTo: scrollView.frameLayoutGuide.heightAnchor),
            slideStack.widthAnchor.constraint(
                equalTo: scrollView.frameLayoutGuide.widthAnchor,
                multiplier: CGFloat(slides.count)
            ),
        ])
    }

    private func setUpPageControl() {
        pageControl.numberOfPages = 3
        pageControl.currentPage = 0
        pageControl.currentPageIndicatorTintColor = .tintColor
        pageControl.pageIndicatorTintColor = .systemFill
        pageControl.isUserInteractionEnabled = false
        pageControl.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pageControl)
        NSLayoutConstraint.activate([
            pageControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            pageControl.topAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: 8),
        ])
    }

    private func setUpButton() {
        nextButton.configuration?.title = "Next"
        nextButton.configuration?.cornerStyle = .large
        nextButton.addTarget(self, action: #selector(nextTapped), for: .touchUpInside)
        nextButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(nextButton)
        NSLayoutConstraint.activate([
            nextButton.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            nextButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            nextButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
            nextButton.heightAnchor.constraint(equalToConstant: 50),
        ])
    }

    private func makeSlideView(for slide: Slide) -> UIView {
        let iconView = UIImageView(image: UIImage(named: slide.icon))
        iconView.contentMode = .scaleAspectFit
        iconView.widthAnchor.constraint(equalToConstant: 64).isActive = true
        iconView.heightAnchor.constraint(equalToConstant: 64).isActive = true

        let titleLabel = UILabel()
        titleLabel.text = slide.title
        titleLabel.font = .preferredFont(forTextStyle: .title1)
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 0

        let detailLabel = UILabel()
        detailLabel.text = slide.detail
        detailLabel.font = .preferredFont(forTextStyle: .body)
        detailLabel.textColor = .secondaryLabel
        detailLabel.textAlignment = .center
        detailLabel.numberOfLines = 0

        let stack = UIStackView(arrangedSubviews: [iconView, titleLabel, detailLabel])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false

        let container = UIView()
        container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 32),
            stack.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -32),
        ])
        return container
    }

    private var currentPage: Int {
        guard scrollView.bounds.width > 0 else { return 0 }
        return Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
    }

    @objc private func nextTapped() {
        let page = currentPage
        if page < slides.count - 1 {
            let offset = CGPoint(x: CGFloat(page + 1) * scrollView.bounds.width, y: 0)
            scrollView.setContentOffset(offset, animated: true)
        } else {
            onFinish?()
        }
    }

    // MARK: - UIScrollViewDelegate

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let page = currentPage
        pageControl.currentPage = page
        nextButton.configuration?.title = page == slides.count - 1 ? "Get Started" : "Next"
    }
}

#Preview {
    WelcomeViewController()
}
