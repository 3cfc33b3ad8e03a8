// Words and small widgets shared by the power-loss wizard, its report and the witness page.
#pragma once

#include "powerloss/types.h"
#include "powerloss/verifier.h"

#include <QCoreApplication>
#include <QString>

class QLabel;
class QWidget;

namespace DriveProof::Gui::PowerLossUi {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(DriveProof::Gui::PowerLossUi)
};

// "fdatasync", "fsync", "O_DSYNC", "O_SYNC" with a short explanation for the method list.
QString methodName(PowerLoss::CommitMethod method);
QString methodDescription(PowerLoss::CommitMethod method);
// The verdict in one plain sentence: "The drive kept every write it acknowledged".
QString verdictHeadline(PowerLoss::Verdict verdict);
// The drive's write cache as the run recorded it ("on", "off", "unknown"), in words.
QString writeCacheWords(const std::string &value);
// A bold heading, and a larger bold title for the top of a page.
QLabel *makeHeading(QWidget *parent);
QLabel *makeTitle(QWidget *parent, double scale = 1.25);
// "K7QD-M2XF-9HBT" in a large monospace font, selectable.
QLabel *makePairingLabel(QWidget *parent);

} // namespace DriveProof::Gui::PowerLossUi
