#include "aboutdialog.h"

#include "icons.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QSysInfo>

namespace DriveProof::Gui {

namespace {
constexpr int kIconSize = 64;
}

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent)
    , m_icon(new QLabel(this))
    , m_title(new QLabel(this))
    , m_description(new QLabel(this))
    , m_versions(new QLabel(this))
    , m_licence(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Close, this))
{
    setObjectName(QStringLiteral("aboutDialog"));
    m_icon->setPixmap(appIcon().pixmap(kIconSize, kIconSize));
    m_title->setObjectName(QStringLiteral("aboutTitle"));
    m_title->setTextFormat(Qt::PlainText);
    QFont big = m_title->font();
    big.setBold(true);
    if (big.pointSizeF() > 0)
        big.setPointSizeF(big.pointSizeF() * 1.4);
    m_title->setFont(big);
    m_description->setObjectName(QStringLiteral("aboutDescription"));
    m_versions->setObjectName(QStringLiteral("aboutVersions"));
    m_licence->setObjectName(QStringLiteral("aboutLicence"));
    for (QLabel *label : {m_description, m_versions}) {
        label->setTextFormat(Qt::PlainText);
        label->setWordWrap(true);
        // Versions are what people paste into bug reports.
        label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    }
    m_licence->setTextFormat(Qt::RichText);
    m_licence->setWordWrap(true);
    m_licence->setOpenExternalLinks(true);
    m_licence->setTextInteractionFlags(Qt::TextBrowserInteraction);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QGridLayout(this);
    layout->setHorizontalSpacing(16);
    layout->addWidget(m_icon, 0, 0, 4, 1, Qt::AlignTop);
    layout->addWidget(m_title, 0, 1);
    layout->addWidget(m_description, 1, 1);
    layout->addWidget(m_versions, 2, 1);
    layout->addWidget(m_licence, 3, 1);
    layout->setColumnStretch(1, 1); // the texts take the width, not the icon
    layout->setRowStretch(4, 1);
    layout->addWidget(m_buttons, 5, 0, 1, 2);
    setMinimumWidth(520);
    retranslateUi();
    m_buttons->button(QDialogButtonBox::Close)->setFocus();
}

void AboutDialog::changeEvent(QEvent *event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void AboutDialog::retranslateUi()
{
    setWindowTitle(tr("About DriveProof"));
    //: %1 DriveProof's version, e.g. "0.1.0"
    m_title->setText(tr("DriveProof %1").arg(QStringLiteral(DRIVEPROOF_VERSION)));
    m_title->setAccessibleName(m_title->text());
    m_description->setText(tr("Tells you the truth about a drive: what it is, whether its "
                              "partitions are aligned, whether its write cache is on, how fast it "
                              "commits, streams and seeks, and whether it keeps the writes it "
                              "acknowledged."));
    m_description->setAccessibleName(tr("What DriveProof does"));
    //: %1 the Qt version it runs on, %2 the kernel's name ("linux"), %3 its version
    m_versions->setText(tr("Qt %1 · kernel %2 %3")
                            .arg(QString::fromLatin1(qVersion()), QSysInfo::kernelType(),
                                 QSysInfo::kernelVersion()));
    m_versions->setAccessibleName(tr("Versions"));
    //: rich text; keep the link. GPL-3.0-or-later is the licence's SPDX name
    m_licence->setText(tr("Free software under the GNU General Public License, version 3 or any "
                          "later version (<a href=\"https://www.gnu.org/licenses/gpl-3.0.html\">"
                          "GPL-3.0-or-later</a>). It comes with no warranty."));
    m_licence->setAccessibleName(tr("Licence"));
}

QString AboutDialog::text() const
{
    return QStringList{m_title->text(), m_description->text(), m_versions->text(),
                       m_licence->text()}
        .join(QLatin1Char('\n'));
}

} // namespace DriveProof::Gui
