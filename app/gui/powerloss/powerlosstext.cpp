#include "powerloss/powerlosstext.h"

#include <QFontDatabase>
#include <QLabel>

namespace DriveProof::Gui::PowerLossUi {

using PowerLoss::CommitMethod;
using PowerLoss::Verdict;

QString methodName(CommitMethod method)
{
    switch (method) {
    case CommitMethod::Fdatasync:
        return QStringLiteral("fdatasync");
    case CommitMethod::Fsync:
        return QStringLiteral("fsync");
    case CommitMethod::OpenDatasync:
        return QStringLiteral("O_DSYNC");
    case CommitMethod::OpenSync:
        return QStringLiteral("O_SYNC");
    }
    return {};
}

QString methodDescription(CommitMethod method)
{
    switch (method) {
    case CommitMethod::Fdatasync:
        return Tr::tr("fdatasync after each commit (what most databases use)");
    case CommitMethod::Fsync:
        return Tr::tr("fsync after each commit (also flushes the file's metadata)");
    case CommitMethod::OpenDatasync:
        //: O_DSYNC is a technical name, keep it
        return Tr::tr("O_DSYNC: every write is durable when it returns");
    case CommitMethod::OpenSync:
        //: O_SYNC is a technical name, keep it
        return Tr::tr("O_SYNC: every write and its metadata are durable when it returns");
    }
    return {};
}

QString verdictHeadline(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Pass:
        return Tr::tr("Passed: the drive kept every write it acknowledged");
    case Verdict::Fail:
        return Tr::tr("Failed: the drive lost or damaged writes it had acknowledged");
    case Verdict::Inconclusive:
        return Tr::tr("Inconclusive: this run cannot prove the drive safe");
    }
    return {};
}

QString writeCacheWords(const std::string &value)
{
    if (value == "on")
        //: the drive's write cache
        return Tr::tr("on");
    if (value == "off")
        //: the drive's write cache
        return Tr::tr("off");
    return Tr::tr("unknown");
}

QLabel *makeHeading(QWidget *parent)
{
    auto *label = new QLabel(parent);
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    return label;
}

QLabel *makeTitle(QWidget *parent, double scale)
{
    QLabel *label = makeHeading(parent);
    QFont big = label->font();
    if (big.pointSizeF() > 0)
        big.setPointSizeF(big.pointSizeF() * scale);
    label->setFont(big);
    label->setWordWrap(true);
    return label;
}

QLabel *makePairingLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setBold(true);
    const qreal base = label->font().pointSizeF();
    mono.setPointSizeF((base > 0 ? base : 10.0) * 2.2);
    label->setFont(mono);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace DriveProof::Gui::PowerLossUi
