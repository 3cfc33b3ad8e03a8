#include "reportwindow.h"

#include "healthcard.h"
#include "notice.h"

#include <QClipboard>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QScrollArea>
#include <QVBoxLayout>

namespace DriveProof::Gui {

ReportWindow::ReportWindow(const QByteArray &content, const QString &subject, QWidget *parent)
    : QDialog(parent)
    , m_subject(subject)
    , m_facts(DriveReport::readReport(content, subject))
    , m_origin(new Notice(this))
    , m_card(new HealthCard(this))
{
    setObjectName(QStringLiteral("reportWindow"));
    setAttribute(Qt::WA_DeleteOnClose);
    m_origin->setObjectName(QStringLiteral("reportOrigin"));
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(m_card);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_origin);
    layout->addWidget(scroll, 1);
    layout->addWidget(buttons);
    resize(720, 760);
    if (m_facts) {
        Device::DeviceInfo info;
        info.model = m_facts->model;
        info.serial = m_facts->serial;
        info.firmware = m_facts->firmware;
        m_card->setDevice(info);
        const Result<Health::HealthSummary> health =
            DriveReport::judgeReport(m_facts.value(), subject);
        m_judged = health.ok();
        m_card->setHealth(health);
    }
    m_card->setVisible(m_judged);
    retranslate();
}

void ReportWindow::retranslate()
{
    //: window title; %1 the report's file name
    setWindowTitle(tr("Drive report: %1").arg(m_subject));
    if (!m_facts) {
        m_origin->setNotice(Notice::Kind::Warning, m_facts.error().message);
        return;
    }
    m_origin->setNotice(Notice::Kind::Info,
                        DriveReport::originText(m_subject, m_facts->model, m_facts->serial));
}

void ReportWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void ReportWindow::openFile(QWidget *parent)
{
    const QString path = QFileDialog::getOpenFileName(
        parent, tr("Open a drive report"), QString(),
        //: file dialog filter; keep the patterns in parentheses as they are
        tr("Drive reports (*.txt *.json *.log);;All files (*)"));
    if (!path.isEmpty())
        openPath(path, parent);
}

ReportWindow *ReportWindow::openPath(const QString &path, QWidget *parent)
{
    const Result<QByteArray> content = DriveReport::readReportFile(path);
    auto *window = new ReportWindow(content ? content.value() : QByteArray(),
                                    QFileInfo(path).fileName(), parent);
    if (!content)
        window->m_origin->setNotice(Notice::Kind::Warning, content.error().message);
    window->show();
    return window;
}

void ReportWindow::openClipboard(QWidget *parent)
{
    //: the name a report pasted from the clipboard goes by
    auto *window =
        new ReportWindow(QGuiApplication::clipboard()->text().toUtf8(), tr("pasted text"), parent);
    window->show();
}

} // namespace DriveProof::Gui
