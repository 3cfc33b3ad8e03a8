#include "charts/chartpanel.h"

#include "preferences.h"

#include <QAbstractAxis>
#include <QAction>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QClipboard>
#include <QEvent>
#include <QGraphicsLayout>
#include <QLegend>
#include <QLegendMarker>
#include <QLocale>
#include <QPainter>
#include <QVBoxLayout>
#include <QValueAxis>

#include <cmath>

namespace DriveProof::Gui::Charts {

ChartPanel::ChartPanel(QWidget *parent)
    : QWidget(parent)
    , m_chart(new QChart)
{
    m_chart->setBackgroundRoundness(0);
    m_chart->setDropShadowEnabled(false);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_chart->layout()->setContentsMargins(0, 0, 0, 0); // the chart's ground fills the widget
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    // Axis numbers in the user's locale ("1,000" or "1.000"), like every other number.
    m_chart->setLocalizeNumbers(true);
    m_chart->setLocale(QLocale());
    m_view = new QChartView(m_chart, this);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setFrameShape(QFrame::NoFrame);
    // The chart is a picture: Tab goes past it to the next control.
    m_view->setFocusPolicy(Qt::NoFocus);
    // Time and values grow to the right in Arabic and Hebrew charts as well (the axes'
    // numbers are written left to right); the legend's words keep their own direction.
    m_view->setLayoutDirection(Qt::LeftToRight);
    // Right-click: the picture to the clipboard, for a forum post or a report.
    m_copyImage = new QAction(this);
    m_copyImage->setObjectName(QStringLiteral("copyChartAction"));
    connect(m_copyImage, &QAction::triggered, this,
            [this] { QApplication::clipboard()->setImage(toImage()); });
    m_view->addAction(m_copyImage);
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_copyImage->setText(tr("&Copy image"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    applyStyle();
    connect(Preferences::instance(), &Preferences::rateUnitChanged, this,
            [this] { rateUnitChanged(); });
}

ChartPanel::~ChartPanel() = default; // the view owns the chart

QString ChartPanel::title() const
{
    return m_chart->title();
}

void ChartPanel::setTitle(const QString &title)
{
    m_chart->setTitle(title);
    setAccessibleName(title);
}

QStringList ChartPanel::shownTexts() const
{
    QStringList out{m_chart->title()};
    for (QAbstractAxis *axis : m_chart->axes()) {
        out << axis->titleText();
        if (auto *categories = qobject_cast<QBarCategoryAxis *>(axis))
            out << categories->categories();
    }
    for (const QLegendMarker *marker : m_chart->legend()->markers())
        if (marker->isVisible())
            out << marker->label();
    out.removeAll(QString());
    return out;
}

QSize ChartPanel::sizeHint() const
{
    return {640, 340};
}

QSize ChartPanel::minimumSizeHint() const
{
    return {320, 240};
}

void ChartPanel::styleAxis(QAbstractAxis *axis) const
{
    axis->setLabelsBrush(m_colors.text);
    axis->setTitleBrush(m_colors.text);
    axis->setLinePenColor(m_colors.axis);
    axis->setGridLineColor(m_colors.grid);
    axis->setMinorGridLineColor(mixColors(m_colors.background, m_colors.grid, 0.5));
    axis->setShadesVisible(false);
    QFont font = axis->labelsFont();
    font.setPointSizeF(std::max(7.0, this->font().pointSizeF() * 0.9));
    axis->setLabelsFont(font);
}

void ChartPanel::fitValueAxis(QValueAxis *axis, double max)
{
    const double top = max > 0 ? max * 1.05 : 1.0;
    const double magnitude = std::pow(10.0, std::floor(std::log10(top / 4.0)));
    double step = magnitude;
    for (const double m : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        step = m * magnitude;
        if (step * 4.0 >= top)
            break;
    }
    const double end = std::ceil(top / step - 1e-9) * step;
    axis->setRange(0.0, end);
    axis->setTickCount(int(std::lround(end / step)) + 1);
    int decimals = 0; // 2.5 needs one, 0.25 two
    while (decimals < 3) {
        const double scaled = step * std::pow(10.0, decimals);
        if (std::abs(scaled - std::round(scaled)) < 1e-6)
            break;
        ++decimals;
    }
    axis->setLabelFormat(QStringLiteral("%.%1f").arg(decimals));
}

void ChartPanel::applyStyle()
{
    m_colors = chartColors(palette());
    m_chart->setBackgroundBrush(m_colors.background);
    m_chart->setBackgroundPen(QPen(m_colors.grid));
    m_chart->setPlotAreaBackgroundVisible(false);
    m_chart->setTitleBrush(m_colors.text);
    QFont titleFont = font();
    titleFont.setBold(true);
    m_chart->setTitleFont(titleFont);
    m_chart->legend()->setLabelColor(m_colors.text);
    m_chart->legend()->setFont(font());
    m_view->setBackgroundBrush(m_colors.background);
    const QList<QAbstractAxis *> axes = m_chart->axes();
    for (QAbstractAxis *axis : axes)
        styleAxis(axis);
    restyleSeries();
}

void ChartPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    switch (event->type()) {
    case QEvent::PaletteChange:
    case QEvent::FontChange:
        applyStyle();
        break;
    case QEvent::LanguageChange:
        m_chart->setLocale(QLocale());
        m_copyImage->setText(tr("&Copy image"));
        retranslate();
        break;
    case QEvent::LocaleChange:
        m_chart->setLocale(QLocale());
        break;
    default:
        break;
    }
}

QImage ChartPanel::toImage()
{
    // A chart that is not shown has no useful size: lay it out at a readable one. One on
    // screen is drawn as the user sees it.
    QSize size = m_view->size();
    if (!m_view->isVisible() && size != size.expandedTo(QSize(640, 400))) {
        size = size.expandedTo(QSize(640, 400));
        m_view->resize(size);
    }
    const qreal ratio = devicePixelRatioF();
    QImage image(size * ratio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(m_colors.background);
    QPainter painter(&image);
    m_view->render(&painter);
    painter.end();
    return image;
}

} // namespace DriveProof::Gui::Charts
