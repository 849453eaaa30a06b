//
//  HomeView.swift
//  MorningPost
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

/// Today's stories, newest first, in a vertically scrolling feed.
struct HomeView: View {
    private let articles = Article.feed

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 20) {
                    ForEach(articles) { article in
                        ArticleRow(article: article)
                    }
                }
                .padding()
            }
            .navigationTitle("Today")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Image("masthead")
                        .resizable()
                        .frame(width: 28, height: 28)
                }
            }
        }
    }
}

struct ArticleRow: View {
    let article: Article

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Image(article.image)
                .resizable()
                .scaledToFill()
                .frame(height: 180)
                .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))

            Text(article.title)
                .font(.headline)
            Text(article.summary)
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .lineLimit(3)
        }
    }
}

#Preview {
    HomeView()
}
