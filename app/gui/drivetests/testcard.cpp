#include "drivetests/testcard.h"

#include "drivetests/testwindow.h"
#include "guitext.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace DriveProof::Gui {

TestCard::TestCard(QWidget *parent)
    : Card(QString(), parent) // texts: retranslateUi()
    , m_about(makeParagraph(this))
    , m_status(makeParagraph(this))
    , m_commit(new QPushButton(this))
    , m_all(new QPushButton(this))
    , m_history(new QPushButton(this))
{
    setObjectName(QStringLiteral("testCard"));
    m_about->setObjectName(QStringLiteral("testAbout"));
    m_status->setObjectName(QStringLiteral("testStatus"));
    m_commit->setObjectName(QStringLiteral("testCommit"));
    m_all->setObjectName(QStringLiteral("testAll"));
    m_history->setObjectName(QStringLiteral("testHistory"));
    connect(m_commit, &QPushButton::clicked, this, [this] { openTests(TestChoice::Commit); });
    connect(m_all, &QPushButton::clicked, this, [this] { openTests(); });
    connect(m_history, &QPushButton::clicked, this, &TestCard::openHistory);

    auto *buttons = new QHBoxLayout;
    buttons->setSpacing(8);
    buttons->addWidget(m_commit);
    buttons->addWidget(m_all);
    buttons->addStretch(1);
    buttons->addWidget(m_history);
    body()->addWidget(m_about);
    body()->addLayout(buttons);
    body()->addWidget(m_status);
    retranslateUi();
}

void TestCard::retranslateUi()
{
    setTitle(tr("Test this drive"));
    m_about->setText(tr("Measure how fast this drive commits, streams and seeks, and whether its "
                        "cache acknowledges writes before they are safe. Tests write only to a "
                        "temporary file in a folder you choose, unless you ask for the raw "
                        "device; they run in a window of their own."));
    m_commit->setText(tr("Co&mmit rate…"));
    m_commit->setToolTip(tr("How many durable commits per second, like pg_test_fsync"));
    m_all->setText(tr("&All tests…"));
    m_history->setText(tr("Hi&story…"));
    m_history->setToolTip(tr("Earlier runs on this drive, and comparing two of them"));
    showStatus();
}

void TestCard::setDevice(const Device::DeviceInfo &info)
{
    m_info = info;
    if (TestWindow *w = testWindow())
        w->setDevice(info);
    const bool usable = !info.path.isEmpty();
    for (QPushButton *b : {m_commit, m_all, m_history})
        b->setEnabled(usable);
    showStatus();
}

void TestCard::setWriteCache(const QString &devicePath, const Result<Cache::WriteCacheState> &state)
{
    if (!state) {
        m_cacheStates.remove(devicePath);
    } else {
        m_cacheStates.insert(devicePath, state.value());
    }
    const QPointer<TestWindow> w = m_windows.value(devicePath);
    if (w)
        w->setWriteCache(state ? std::optional(state.value()) : std::nullopt);
}

void TestCard::setContents(const QString &devicePath, const Device::DriveContents &contents)
{
    m_contents.insert(devicePath, contents);
    if (const QPointer<TestWindow> w = m_windows.value(devicePath))
        w->setContents(contents);
}

TestWindow *TestCard::testWindow() const
{
    return m_windows.value(m_info.path).data();
}

TestWindow *TestCard::ensureWindow()
{
    TestWindow *w = testWindow();
    if (!w) {
        // A child of the main window (so it closes with it), shown as a window of its own.
        w = new TestWindow(m_info, QWidget::window());
        w->setHistoryRoot(m_historyRoot);
        const auto state = m_cacheStates.constFind(m_info.path);
        if (state != m_cacheStates.constEnd())
            w->setWriteCache(*state);
        if (const auto contents = m_contents.constFind(m_info.path);
            contents != m_contents.constEnd())
            w->setContents(*contents);
        connect(w, &TestWindow::runningChanged, this, &TestCard::showStatus);
        m_windows.insert(m_info.path, w);
    }
    return w;
}

TestWindow *TestCard::openTests(std::optional<TestChoice> choice)
{
    TestWindow *w = ensureWindow();
    w->showPicker(choice);
    w->show();
    w->raise();
    w->activateWindow();
    return w;
}

TestWindow *TestCard::openHistory()
{
    TestWindow *w = ensureWindow();
    w->showHistory();
    w->show();
    w->raise();
    w->activateWindow();
    return w;
}

TestWindow *TestCard::quickCheck()
{
    TestWindow *w = ensureWindow();
    w->quickCheck(m_quickBytes, m_quickSeconds);
    w->show();
    w->raise();
    w->activateWindow();
    return w;
}

void TestCard::setQuickCheckDefaults(quint64 bytes, double stepSeconds)
{
    m_quickBytes = bytes;
    m_quickSeconds = stepSeconds;
}

void TestCard::showStatus()
{
    const TestWindow *w = testWindow();
    if (w && w->isRunning())
        m_status->setText(tr("A test is running on this drive; its window shows how far it got."));
    else
        m_status->clear();
    m_status->setVisible(!m_status->text().isEmpty());
}

} // namespace DriveProof::Gui
