import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Download, FileDown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button.tsx'
import { DownloadButton } from '#web/components/ui/download-button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { api, unwrap } from '#web/lib/api.ts'

const exportKey = ['data-export'] as const

/** A size in the person's language: "850 KB", "3.2 MB". */
function sizeWords(bytes: number, language: string): string {
  const unit = bytes >= 1_000_000 ? 'megabyte' : 'kilobyte'
  const value = bytes / (unit === 'megabyte' ? 1_000_000 : 1_000)
  return new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(Math.max(value, 0.1))
}

/**
 * Privacy: "Download my data". The zip is built on the server while the person waits (progress
 * shown, read again every two seconds), then downloaded with a link that works for a day. The
 * medical part is also offered alone, as a FHIR file for doctors' systems.
 */
export function DownloadDataCard() {
  const { t, i18n } = useTranslation()
  const queryClient = useQueryClient()
  const latest = useQuery({
    queryKey: exportKey,
    queryFn: async () => (await unwrap(api['data-export'].$get())).export,
    refetchInterval: (query) => {
      const state = query.state.data?.state
      return state === 'waiting' || state === 'working' ? 2000 : false
    },
  })
  const ask = useMutation({
    mutationFn: async () => (await unwrap(api['data-export'].$post())).export,
    onSuccess: (started) => queryClient.setQueryData(exportKey, started),
  })
  const current = latest.data
  const building = current?.state === 'waiting' || current?.state === 'working'
  const percent = current?.total ? Math.round((current.done / current.total) * 100) : 0
  return (
    <Card className="space-y-4">
      <h2 className="text-2xl font-bold">{t('Download my data')}</h2>
      <p className="text-lg">
        {t(
          'Your data is yours. Download everything you keep in Sage: your profile, medical history, medications, photos, conversations, calendar and family links, in one file.',
        )}
      </p>
      {building ? (
        <div className="space-y-2" role="status">
          <p className="text-lg font-semibold">{t('Getting your data ready…')}</p>
          <div
            role="progressbar"
            aria-label={t('Getting your data ready…')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-4 overflow-hidden rounded-full border-2 border-border bg-surface"
          >
            <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <p>{t('You can leave this page: the file will be waiting here for a day.')}</p>
        </div>
      ) : current?.state === 'ready' && current.expiresAt ? (
        <div className="space-y-3" role="status">
          <p className="text-lg font-semibold">{t('Your data is ready.')}</p>
          <div className="flex flex-wrap gap-3">
            <DownloadButton href={`/api/data-export/${current.id}/file`} fileName="sage-my-data.zip" size="large">
              <Download aria-hidden />
              {t('Download your data ({{size}})', { size: sizeWords(current.size ?? 0, i18n.language) })}
            </DownloadButton>
          </div>
          <p>
            {t('This download works until {{time}}.', {
              time: new Date(current.expiresAt).toLocaleString(i18n.language, {
                dateStyle: 'full',
                timeStyle: 'short',
              }),
            })}
          </p>
        </div>
      ) : current?.state === 'failed' ? (
        <p role="alert" className="text-lg font-semibold text-danger">
          {t('Your data could not be put together. Please try again.')}
        </p>
      ) : null}
      {!building ? (
        <Button
          size="large"
          variant={current?.state === 'ready' ? 'outline' : 'primary'}
          onClick={() => ask.mutate()}
          disabled={ask.isPending}
        >
          <Download aria-hidden />
          {current?.state === 'ready' ? t('Make a new download') : t('Download my data')}
        </Button>
      ) : null}
      {ask.isError ? (
        <p role="alert" className="font-semibold text-danger">
          {t('Your data could not be put together. Please try again.')}
        </p>
      ) : null}
      <div className="border-t border-border pt-4">
        <p className="text-lg">
          {t('For a doctor’s computer system: your medical records, medications and appointments in the FHIR format.')}
        </p>
        <div className="mt-3 flex flex-wrap gap-3">
          <DownloadButton
            href="/api/data-export/fhir"
            fileName="sage-medical-records-fhir.json"
            variant="outline"
            size="large"
          >
            <FileDown aria-hidden />
            {t('Download medical records (FHIR)')}
          </DownloadButton>
        </div>
      </div>
    </Card>
  )
}
