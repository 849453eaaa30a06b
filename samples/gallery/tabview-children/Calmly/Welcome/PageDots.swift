//
//  PageDots.swift
//  Calmly
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

/// A row of dots, one per page, the current one filled.
struct PageDots: View {
    let count: Int
    let current: Int

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { index in
                Circle()
                    .fill(index == current ? Color.white : Color.white.opacity(0.4))
                    .frame(width: 8, height: 8)
            }
        }
        .animation(.easeInOut(duration: 0.2), value: current)
    }
}

#Preview {
    PageDots(count: 3, current: 1)
        .padding()
        .background(.black)
}
