#pragma once

#include <QTableView>

#include <vector>

class QAbstractItemModel;

namespace kvb::ui {

// Presentation mode's math (PresentationView::Math): MathModel's steps at projector size, shown in pages
// of whole steps rather than scrolled, which would cut the top row. A page never shows part of a step: a
// row the table cuts at its bottom is left out and the next page starts with it, an arrow in its place
// saying more follows. The step and the result are as wide as their text and the working takes the rest,
// every cell wrapping rather than eliding. The wheel turns the pages; the keys stay the presentation's
// (the table never takes the focus).
class MathSlide final : public QTableView
{
    Q_OBJECT
public:
    explicit MathSlide(QAbstractItemModel* model, QWidget* parent = nullptr);

    // The first row of each page at the table's present size (at least one page).
    std::vector<int> pages();
    // Shows the page that starts with row `first` (the rows above it hidden).
    void showPage(int first);
    void showLastPage();
    // The next (direction +1) or previous (-1) page; false when there is none.
    bool turnPage(int direction);
    // The header at the body's font and the columns fitted again: after a change of font or of the steps.
    void fit();

Q_SIGNALS:
    // The pages were laid out again (the table resized, a new font or new steps): their number may differ.
    void pagesChanged();

protected:
    bool viewportEvent(QEvent* event) override;

private:
    void fitColumns();

    int m_first = 0; // the page's first row
};

} // namespace kvb::ui
