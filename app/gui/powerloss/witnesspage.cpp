#include "powerloss/witnesspage.h"

#include "card.h"
#include "notice.h"
#include "powerloss/powerlosstext.h"

#include "powerloss/pairing.h"
#include "powerloss/session.h"
#include "powerloss/witness.h"
#include "powerloss/witnesssocket.h"

#include <QCloseEvent>
#include <QDateTime>
#include <QDir>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QStandardPaths>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace DriveProof::Gui {

using namespace PowerLossUi;

namespace {

std::int64_t realtimeNs()
{
    return QDateTime::currentMSecsSinceEpoch() * 1'000'000;
}

QString clockText(std::int64_t ns)
{
    if (ns <= 0)
        return {};
    return QLocale().toString(QDateTime::fromMSecsSinceEpoch(ns / 1'000'000).time(),
                              QStringLiteral("HH:mm:ss.zzz"));
}

} // namespace

WitnessPage::WitnessPage(QWidget *parent)
    : QWidget(parent)
    , m_journalRoot(QDir(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation))
                        .filePath(QStringLiteral("driveproof/witness")))
    , m_code(PowerLoss::generatePairingCode())
    , m_title(makeTitle(this))
    , m_intro(makeParagraph(this))
    , m_addressLabel(new QLabel(this))
    , m_address(new QLineEdit(QStringLiteral("0.0.0.0:7070"), this))
    , m_start(new QPushButton(this))
    , m_codeHeading(makeHeading(this))
    , m_codeLabel(makePairingLabel(this))
    , m_newCode(new QPushButton(this))
    , m_howTo(makeParagraph(this))
    , m_status(makeParagraph(this))
    , m_error(new Notice(this))
    , m_runsHeading(makeHeading(this))
    , m_runs(new QTreeWidget(this))
    , m_lastEventLabel(makeParagraph(this))
{
    setObjectName(QStringLiteral("witnessPage"));
    m_address->setObjectName(QStringLiteral("witnessAddress"));
    m_addressLabel->setBuddy(m_address);
    m_start->setObjectName(QStringLiteral("witnessStart"));
    m_start->setDefault(true);
    m_codeLabel->setObjectName(QStringLiteral("witnessPairingCode"));
    m_newCode->setObjectName(QStringLiteral("witnessNewCode"));
    m_status->setObjectName(QStringLiteral("witnessStatus"));
    m_error->setObjectName(QStringLiteral("witnessError"));
    m_runs->setObjectName(QStringLiteral("witnessRuns"));
    m_runs->setRootIsDecorated(false);
    m_runs->setAlternatingRowColors(true);
    m_runs->setColumnCount(6);
    m_runs->header()->setStretchLastSection(true);
    m_runs->setMinimumHeight(160);
    m_lastEventLabel->setObjectName(QStringLiteral("witnessLastEvent"));

    auto *addressRow = new QHBoxLayout;
    addressRow->addWidget(m_addressLabel);
    addressRow->addWidget(m_address, 1);
    addressRow->addWidget(m_start);
    auto *codeRow = new QHBoxLayout;
    codeRow->addWidget(m_codeLabel);
    codeRow->addStretch(1);
    codeRow->addWidget(m_newCode, 0, Qt::AlignVCenter);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 16, 16, 12);
    layout->setSpacing(8);
    layout->addWidget(m_title);
    layout->addWidget(m_intro);
    layout->addLayout(addressRow);
    layout->addWidget(m_error);
    layout->addSpacing(4);
    layout->addWidget(m_codeHeading);
    layout->addLayout(codeRow);
    layout->addWidget(m_howTo);
    layout->addWidget(m_status);
    layout->addSpacing(4);
    layout->addWidget(m_runsHeading);
    layout->addWidget(m_runs, 1);
    layout->addWidget(m_lastEventLabel);

    connect(m_start, &QPushButton::clicked, this, [this] {
        if (isServing())
            stopWitness();
        else
            startWitness();
    });
    connect(m_newCode, &QPushButton::clicked, this, [this] {
        m_code = PowerLoss::generatePairingCode();
        showState();
    });
    m_poll.setInterval(200);
    connect(&m_poll, &QTimer::timeout, this, &WitnessPage::refresh);
    resize(820, 620);
    retranslate();
}

WitnessPage::~WitnessPage()
{
    stopWitness();
}

void WitnessPage::setJournalRoot(const QString &folder)
{
    m_journalRoot = folder;
}

bool WitnessPage::isServing() const
{
    return m_witness != nullptr;
}

bool WitnessPage::startWitness()
{
    if (m_witness)
        return true;
    PowerLoss::WitnessOptions options;
    options.listenAddress = m_address->text().trimmed();
    options.journalRoot = m_journalRoot;
    options.key = PowerLoss::pairingKey(m_code);
    auto witness = std::make_unique<PowerLoss::Witness>(options);
    // Called on the witness's thread: hand the event over to the GUI thread. stop() in the
    // destructor runs before this page goes, so `this` outlives every call.
    witness->setEventCallback([this](const PowerLoss::WitnessEvent &e) {
        QMetaObject::invokeMethod(
            this, [this, e] { witnessEvent(e); }, Qt::QueuedConnection);
    });
    const Result<std::uint16_t> bound = witness->start();
    if (!bound) {
        //: %1 an address such as 0.0.0.0:7070
        m_error->setNotice(Notice::Kind::Danger,
                           tr("DriveProof cannot be a witness on %1.").arg(options.listenAddress),
                           bound.error().message);
        return false;
    }
    m_error->setNotice(Notice::Kind::Info, QString());
    m_witness = std::move(witness);
    m_port = bound.value();
    m_poll.start();
    showState();
    refresh();
    return true;
}

void WitnessPage::stopWitness()
{
    m_poll.stop();
    if (!m_witness)
        return;
    m_witness->stop();
    m_witness.reset();
    m_port = 0;
    showState();
}

void WitnessPage::witnessEvent(const PowerLoss::WitnessEvent &e)
{
    const QString time = QLocale().toString(QTime::currentTime(), QLocale::ShortFormat);
    const QString run = PowerLoss::runIdText(e.runId).left(8);
    using Kind = PowerLoss::WitnessEvent::Kind;
    switch (e.kind) {
    case Kind::RunStarted:
        //: %1 a time, %2 a short run id
        m_lastEvent = tr("%1: run %2 started.").arg(time, run);
        break;
    case Kind::RunResumed:
        m_lastEvent = tr("%1: run %2 came back.").arg(time, run);
        break;
    case Kind::Silent:
        m_lastEvent = tr("%1: run %2 went silent: the estimated power cut.").arg(time, run);
        break;
    case Kind::WriterError:
        m_lastEvent = tr("%1: run %2 stopped on a write error: %3").arg(time, run, e.text);
        break;
    case Kind::Ended:
        m_lastEvent = tr("%1: run %2 ended cleanly, without a power cut.").arg(time, run);
        break;
    case Kind::ResultStored:
        m_lastEvent = tr("%1: the result of run %2 arrived.").arg(time, run);
        break;
    case Kind::Rejected:
        //: %1 a time, %2 why a connection was refused
        m_lastEvent =
            tr("%1: refused a connection: %2").arg(time, PowerLoss::rejectReasonText(e.reason));
        break;
    case Kind::JournalError:
        m_lastEvent = tr("%1: the journal cannot be written: %2").arg(time, e.text);
        break;
    case Kind::Commits:
        return; // the table shows the count
    }
    m_lastEventLabel->setText(m_lastEvent);
    refresh();
}

void WitnessPage::refresh()
{
    if (!m_witness)
        return;
    const std::vector<PowerLoss::WitnessRunSummary> runs = m_witness->runs();
    m_runs->clear();
    const std::int64_t now = realtimeNs();
    for (const PowerLoss::WitnessRunSummary &r : runs) {
        auto *item = new QTreeWidgetItem(m_runs);
        const QString host = QString::fromStdString(r.writer.hostName);
        item->setText(0, PowerLoss::runIdText(r.runId).left(8));
        item->setToolTip(0, PowerLoss::runIdText(r.runId));
        item->setText(1, r.peerAddress.isEmpty() ? host : tr("%1 (%2)").arg(host, r.peerAddress));
        QString state;
        if (!r.damage.isEmpty())
            state = tr("journal damaged");
        else if (r.writerError)
            state = tr("write error");
        else if (r.cleanEnd)
            state = tr("ended cleanly");
        else if (r.silent)
            state = tr("silent: power cut?");
        else if (r.writerConnected)
            state = r.prepared ? tr("connected, writing") : tr("connected, preparing");
        else
            state = tr("waiting for the writer");
        item->setText(2, state);
        item->setText(3, QLocale().toString(qulonglong(r.ackCount)));
        if (r.silent && r.lastHeardWitnessNs > 0)
            //: %1 a clock time, %2 seconds ago
            item->setText(
                4, tr("%1 (%2 s ago)")
                       .arg(clockText(r.lastHeardWitnessNs))
                       .arg(QLocale().toString(double(now - r.lastHeardWitnessNs) / 1e9, 'f', 0)));
        item->setText(5, r.resultStored ? tr("received") : QString());
    }
    for (int c = 0; c < m_runs->columnCount() - 1; ++c)
        m_runs->resizeColumnToContents(c);
}

void WitnessPage::showState()
{
    const bool serving = isServing();
    m_address->setEnabled(!serving);
    m_newCode->setEnabled(!serving);
    m_codeLabel->setText(m_code);
    m_codeLabel->setAccessibleName(tr("Pairing code %1").arg(m_code));
    m_start->setText(serving ? tr("&Stop witness") : tr("&Start witness"));
    if (serving) {
        //: %1 a port number, %2 a folder
        QStringList text{tr("Listening on port %1. The record of each run is kept in %2.")
                             .arg(m_port)
                             .arg(QDir::toNativeSeparators(m_journalRoot))};
        const QString listen = m_address->text().trimmed();
        const QStringList addresses = PowerLoss::Net::addressesToType(
            listen.left(std::max<qsizetype>(0, listen.lastIndexOf(u':'))), m_port);
        if (!addresses.isEmpty())
            //: %1 this computer's addresses with the port, e.g. "192.0.2.7:7070, 10.0.0.2:7070"
            text << tr("On the computer under test, type one of these witness addresses: %1")
                        .arg(addresses.join(QStringLiteral(", ")));
        // A paragraph each: the addresses are what the user looks for.
        m_status->setText(text.join(u'\n'));
    } else
        m_status->setText(tr("Not listening."));
}

void WitnessPage::retranslate()
{
    setWindowTitle(tr("Power-loss witness – DriveProof"));
    m_title->setText(tr("Be the witness of a power-loss test"));
    m_intro->setText(tr("The computer whose drive is tested reports every write its drive "
                        "acknowledges to this one, over the network. After the power cut, this "
                        "record shows which acknowledged writes the drive lost. Keep this "
                        "computer running and its power on during the test."));
    m_addressLabel->setText(tr("&Listen on:"));
    m_address->setAccessibleName(tr("Address and port to listen on"));
    m_address->setToolTip(tr("0.0.0.0:7070 listens on every network of this computer"));
    m_codeHeading->setText(tr("Pairing code"));
    m_newCode->setText(tr("&New code"));
    m_howTo->setText(tr("On the computer under test, open the power-loss test and type this "
                        "computer's address (port included) and this code. From a terminal: "
                        "\"driveproof-cli powerloss run --witness ADDRESS:PORT\". "
                        "Instead of this page you may run \"driveproof-cli witness\" here."));
    m_runsHeading->setText(tr("Runs"));
    m_runs->setHeaderLabels({tr("Run"), tr("Computer"), tr("State"), tr("Commits"),
                             //: a column: when the writer went silent, the estimated power cut
                             tr("Silent since"), tr("Result")});
    m_runs->setAccessibleName(tr("Runs this witness records"));
    m_lastEventLabel->setAccessibleName(tr("Last event"));
    showState();
    refresh();
}

void WitnessPage::changeEvent(QEvent *e)
{
    QWidget::changeEvent(e);
    if (e->type() == QEvent::LanguageChange)
        retranslate();
}

void WitnessPage::closeEvent(QCloseEvent *e)
{
    // A witness page closed mid-test would lose the record the test depends on: the window
    // only hides; the witness keeps serving until the person presses Stop or quits.
    e->accept();
}

} // namespace DriveProof::Gui
