#include "drivetests/resulttiles.h"

#include "drivetests/resulttext.h"
#include "preferences.h"

#include "suites/verdicts.h"

#include <QEvent>
#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace DriveProof::Gui {

namespace {

// CrystalDiskMark's preset names: the same in every language, as the core keeps them.
const QStringList &presetNames()
{
    static const QStringList names = {QStringLiteral("SEQ1M Q8T1"), QStringLiteral("SEQ1M Q1T1"),
                                      QStringLiteral("RND4K Q32T1"), QStringLiteral("RND4K Q1T1")};
    return names;
}

const Report::Measurement *measured(const Report::TestResult &result, const QString &key)
{
    for (const Report::Measurement &m : result.measurements)
        if (m.key == key && m.skippedReason.isEmpty() && m.ops > 0)
            return &m;
    return nullptr;
}

QFont scaled(QFont font, double factor, bool bold)
{
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * factor);
    else
        font.setPixelSize(int(font.pixelSize() * factor));
    font.setBold(bold);
    return font;
}

} // namespace

ResultTiles::ResultTiles(QWidget *parent)
    : QWidget(parent)
    , m_readHeading(new QLabel(this))
    , m_writeHeading(new QLabel(this))
{
    setObjectName(QStringLiteral("resultTiles"));
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(8);
    grid->setVerticalSpacing(8);
    for (QLabel *heading : {m_readHeading, m_writeHeading}) {
        heading->setFont(scaled(heading->font(), 1.0, true));
        heading->setAlignment(Qt::AlignCenter);
    }
    grid->addWidget(m_readHeading, 0, 1);
    grid->addWidget(m_writeHeading, 0, 2);
    const QStringList tileKeys = keys();
    for (int i = 0; i < tileKeys.size(); ++i) {
        const int row = 1 + i / 2;
        if (i % 2 == 0) {
            auto *name = new QLabel(presetNames().at(i / 2), this);
            name->setFont(scaled(name->font(), 1.0, true));
            grid->addWidget(name, row, 0, Qt::AlignVCenter);
        }
        Tile tile;
        auto *frame = new QFrame(this);
        frame->setObjectName(QStringLiteral("tile-") + tileKeys.at(i));
        frame->setFrameShape(QFrame::StyledPanel);
        // The palette's base colour, as a text field: a tile stands out in light and dark.
        frame->setBackgroundRole(QPalette::Base);
        frame->setAutoFillBackground(true);
        frame->setFocusPolicy(Qt::NoFocus);
        tile.frame = frame;
        tile.rate = new QLabel(frame);
        tile.rate->setObjectName(QStringLiteral("tileRate"));
        tile.rate->setFont(scaled(tile.rate->font(), 1.8, true));
        tile.rate->setAlignment(Qt::AlignCenter);
        tile.rate->setTextInteractionFlags(Qt::TextSelectableByMouse);
        tile.detail = new QLabel(frame);
        tile.detail->setObjectName(QStringLiteral("tileDetail"));
        tile.detail->setAlignment(Qt::AlignCenter);
        tile.detail->setTextInteractionFlags(Qt::TextSelectableByMouse);
        auto *column = new QVBoxLayout(frame);
        column->setContentsMargins(12, 8, 12, 8);
        column->setSpacing(2);
        column->addWidget(tile.rate);
        column->addWidget(tile.detail);
        grid->addWidget(frame, row, 1 + i % 2);
        m_tiles << tile;
    }
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(2, 1);
    // Rates follow Preferences at once, as the charts do.
    connect(Preferences::instance(), &Preferences::rateUnitChanged, this, &ResultTiles::fill);
    retranslate();
}

QStringList ResultTiles::keys()
{
    static const QStringList out = {
        QStringLiteral("seq1mq8t1.read"),  QStringLiteral("seq1mq8t1.write"),
        QStringLiteral("seq1mq1t1.read"),  QStringLiteral("seq1mq1t1.write"),
        QStringLiteral("rnd4kq32t1.read"), QStringLiteral("rnd4kq32t1.write"),
        QStringLiteral("rnd4kq1t1.read"),  QStringLiteral("rnd4kq1t1.write")};
    return out;
}

bool ResultTiles::suits(const Report::TestResult &result)
{
    if (result.family != QLatin1String("quick"))
        return false;
    for (const QString &key : keys())
        if (measured(result, key))
            return true;
    return false;
}

void ResultTiles::setResult(const Report::TestResult &result)
{
    m_result = result;
    fill();
}

void ResultTiles::retranslate()
{
    //: heading of the column of read rates in the quick check's tiles
    m_readHeading->setText(tr("Read"));
    //: heading of the column of write rates in the quick check's tiles
    m_writeHeading->setText(tr("Write"));
    fill();
}

void ResultTiles::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void ResultTiles::fill()
{
    const QStringList tileKeys = keys();
    for (int i = 0; i < m_tiles.size(); ++i) {
        const Tile &tile = m_tiles.at(i);
        const Report::Measurement *m = measured(m_result, tileKeys.at(i));
        const QString direction = i % 2 == 0 ? m_readHeading->text() : m_writeHeading->text();
        if (!m) {
            tile.rate->setText(QStringLiteral("—"));
            tile.detail->setText(tr("not measured"));
            //: read by screen readers; %1 a preset such as "SEQ1M Q8T1", %2 "Read" or "Write"
            tile.frame->setAccessibleName(
                tr("%1 %2: not measured").arg(presetNames().at(i / 2), direction));
            continue;
        }
        tile.rate->setText(Gui::rateText(m->bytesPerSecond));
        //: small line of a quick check tile; %1 operations per second ("12,345 IOPS"),
        //: %2 the mean latency in microseconds
        tile.detail->setText(
            tr("%1 · %2 µs").arg(Suites::iopsText(m->iops), ResultText::micros(m->latency.meanUs)));
        //: read by screen readers; %1 a preset such as "SEQ1M Q8T1", %2 "Read" or "Write",
        //: %3 the rate, e.g. "2,345.6 MB/s", %4 IOPS and latency, e.g. "2,236 IOPS · 3,577 µs"
        tile.frame->setAccessibleName(
            tr("%1 %2: %3, %4")
                .arg(presetNames().at(i / 2), direction, tile.rate->text(), tile.detail->text()));
    }
}

QString ResultTiles::rateText(const QString &key) const
{
    const qsizetype i = keys().indexOf(key);
    return i < 0 ? QString() : m_tiles.at(i).rate->text();
}

QString ResultTiles::detailText(const QString &key) const
{
    const qsizetype i = keys().indexOf(key);
    return i < 0 ? QString() : m_tiles.at(i).detail->text();
}

} // namespace DriveProof::Gui
