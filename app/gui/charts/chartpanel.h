// The base of DriveProof's charts: a widget that draws one chart, styled from the palette,
// that can say its texts again on a language change and give a picture of itself for the
// PNG export. Everything Qt Charts is behind this class and its subclasses in app/gui/charts
// (Qt Charts is deprecated from Qt 6.10; a later swap must stay in this folder), so their
// headers name no Qt Charts type.
//
// Updates: subclasses replace a series' points with a whole vector (QXYSeries::replace),
// never point by point; the callers hand in data at most ten times a second.
#pragma once

#include "charts/chartstyle.h"

#include <QImage>
#include <QWidget>

QT_BEGIN_NAMESPACE
class QAbstractAxis;
class QAction;
class QAbstractSeries;
class QChart;
class QChartView;
class QValueAxis;
class QXYSeries;
QT_END_NAMESPACE

namespace DriveProof::Gui::Charts {

class ChartPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ChartPanel(QWidget *parent = nullptr);
    ~ChartPanel() override;

    QString title() const;
    // Every text the chart shows: its title, the axes' titles and category names, the
    // legend's entries (for tests that check a language switch left none behind).
    QStringList shownTexts() const;
    // Stable and untranslated, for export file names: "over-time", "latency", ...
    virtual QString exportName() const = 0;
    // Whether the chart has something to show (a PNG of an empty chart is not offered).
    virtual bool hasData() const = 0;
    // How many points (or bars) it draws, over all series; for tests.
    virtual int pointCount() const = 0;

    // A picture of the chart as shown, at least 640×400 logical pixels, at the screen's
    // pixel ratio. GUI thread.
    QImage toImage();

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    QChart *chart() const { return m_chart; }
    const ChartColors &colors() const { return m_colors; }
    void setTitle(const QString &title);

    // Styles what every chart has (ground, title, legend, axes) and then calls
    // restyleSeries(); again on every palette change.
    void applyStyle();
    void styleAxis(QAbstractAxis *axis) const;
    // A linear axis from 0 to a round number above `max`, with about five round ticks
    // (1, 2, 2.5 or 5 times a power of ten) and as many decimals as they need.
    static void fitValueAxis(QValueAxis *axis, double max);
    // Pen and brush of the subclass's series.
    virtual void restyleSeries() {}
    // QEvent::LanguageChange: titles and axis names again.
    virtual void retranslate() {}
    // Preferences changed the unit of rates: draw again in the new one.
    virtual void rateUnitChanged() { retranslate(); }
    void changeEvent(QEvent *event) override;

private:
    QChartView *m_view;
    QAction *m_copyImage = nullptr; // "Copy image" in the chart's context menu
    QChart *m_chart;
    ChartColors m_colors;
};

} // namespace DriveProof::Gui::Charts
